// Writes Ant Design's stylesheet for the signed-in app to stdout (see antd-static-style.tsx). The
// plugin runs it in a process of its own: rendering needs one React, and a build started from a
// test (the budget test) has already loaded another for development.
import { themeFor } from '../src/app/theme';
import { antdStaticCss } from './antd-static-style';

process.stdout.write(antdStaticCss(themeFor('ltr')));
