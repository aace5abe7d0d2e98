import type { Plugin } from 'vite';

/**
 * The few English words Ant Design writes into the page itself, not through its locale, taken out
 * so that no screen tells assistive technology anything in English:
 * - a number input's step arrows, named "Increase Value" and "Decrease Value": hidden instead, as
 *   the input itself is the spin button that the arrow keys step (the arrows are for the mouse);
 * - a result page's pictures (404, 403, 500), titled "No Found", "Unauthorized" and "Server
 *   Error": decorative, as the page's heading and text say what happened;
 * - a select's clear button, named "Clear" over its icon: left to its icon, which `AntdConfig`
 *   names from the catalogue (as an input's);
 * - the options of a select's list for assistive technology (visually hidden), which hold their
 *   values as text ("create", "true", an id) beside their names: they hold their names instead.
 * Each edit must find its text: a new version of the library that writes it differently stops the
 * build, rather than let the English back in.
 */
const edits: { file: RegExp; from: string; to: string }[] = [
  {
    file: /[\\/]@rc-component[\\/]input-number[\\/]es[\\/]StepHandler\.js$/,
    from: `"aria-label": isUpAction ? 'Increase Value' : 'Decrease Value',`,
    to: `"aria-hidden": true,`,
  },
  {
    file: /[\\/]@rc-component[\\/]select[\\/]es[\\/]hooks[\\/]useAllowClear\.js$/,
    from: `allowClearConfig.label ?? 'Clear'`,
    to: `allowClearConfig.label`,
  },
  {
    file: /[\\/]@rc-component[\\/]select[\\/]es[\\/]OptionList\.js$/,
    from: `"aria-disabled": disabled\n    }), value) : null;`,
    to: `"aria-disabled": disabled\n    }), typeof mergedLabel === 'string' && !group ? mergedLabel : value) : null;`,
  },
  ...[
    ['noFound', 'No Found'],
    ['serverError', 'Server Error'],
    ['unauthorized', 'Unauthorized'],
  ].map(([name, title]) => ({
    file: new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/]result[\\\\/]${name}\\.js$`),
    from: `\n}, /*#__PURE__*/React.createElement("title", null, "${title}"), `,
    to: `,\n  "aria-hidden": true\n}, `,
  })),
];

/** Applies `edits` to the library's modules, wherever they are bundled (the build, the dev server's deps, tests). */
export function englishNames(): Plugin {
  return {
    name: 'dashboard:english-names',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      const edit = edits.find((e) => e.file.test(path));
      if (!edit) return null;
      if (!code.includes(edit.from))
        throw new Error(`english-names: ${path} no longer holds the text to edit; see build/english-names.ts`);
      return { code: code.replace(edit.from, edit.to), map: null };
    },
  };
}
