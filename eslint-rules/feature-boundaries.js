import path from 'node:path';

/**
 * bulletproof-react's import boundaries for apps/web/src, without a native resolver:
 * a feature imports no other feature and nothing of the app (the app lazily imports
 * the features, so that would be a circle); shared code (components, lib, i18n)
 * imports neither a feature nor the app. Only relative imports can cross these lines here.
 */
const area = (file) => {
  const m = /[\\/]apps[\\/]web[\\/]src[\\/](features[\\/][^\\/]+|components|lib|i18n|app)([\\/]|$)/.exec(file);
  return m ? m[1].replace(/\\/g, '/') : null;
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features apart and free of the app, and shared code free of features and the app.' },
    messages: {
      feature:
        'A feature imports no other feature ({{target}}): move the shared piece to components/ or lib/, or compose at app level.',
      app: 'A feature imports nothing from app/ ({{target}}), which lazily imports the features: what both need lives in lib/ or components/ (a screen’s heading: useScreenHeading from lib/screen-heading).',
      shared: 'Shared code ({{from}}) imports no feature and no app part ({{target}}).',
    },
    schema: [],
  },
  create(context) {
    const from = area(context.filename);
    if (!from) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = area(path.resolve(path.dirname(context.filename), spec));
      if (!target || target === from) return;
      if (from.startsWith('features/') && target.startsWith('features/')) {
        context.report({ node, messageId: 'feature', data: { target } });
      } else if (from.startsWith('features/') && target === 'app') {
        context.report({ node, messageId: 'app', data: { target: spec } });
      } else if (['components', 'lib', 'i18n'].includes(from) && (target.startsWith('features/') || target === 'app')) {
        context.report({ node, messageId: 'shared', data: { from, target } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
