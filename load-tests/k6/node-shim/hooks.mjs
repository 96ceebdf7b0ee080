// Module hooks of run-script.mjs: the k6 modules a script imports resolve to the stand-ins beside this file, and the
// scripts' .js files load as ES modules, as k6 takes them (load-tests/package.json declares no module type).
const STAND_INS = { k6: './k6.mjs', 'k6/http': './http.mjs' };
const SCRIPTS = new URL('../', import.meta.url).href;

export async function resolve(specifier, context, next) {
  return Object.hasOwn(STAND_INS, specifier)
    ? { url: new URL(STAND_INS[specifier], import.meta.url).href, shortCircuit: true }
    : next(specifier, context);
}

export async function load(url, context, next) {
  return next(url, url.startsWith(SCRIPTS) && url.endsWith('.js') ? { ...context, format: 'module' } : context);
}
