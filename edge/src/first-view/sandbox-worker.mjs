// The first-view renderers' sandbox (docs/first-view.md), a worker thread started with an empty
// environment. Each renderer runs in a vm context of its own that holds no object of the host's
// realm (no process, require, timers or fs): its input arrives as JSON text, parsed inside, and its
// output leaves as JSON text. Loading and every render have a synchronous time limit.
import { parentPort } from 'node:worker_threads';
import vm from 'node:vm';

const renderers = new Map();

function load(key, code, timeoutMs) {
  const context = vm.createContext(Object.create(null), {
    codeGeneration: { strings: false, wasm: false },
  });
  vm.runInContext('var module = { exports: {} }; var exports = module.exports;', context);
  new vm.Script(code, { filename: key }).runInContext(context, { timeout: timeoutMs });
  const describe = new vm.Script(
    `JSON.stringify((function (r) {
       if (!r || typeof r.render !== 'function') return null;
       return { contract: r.contract, react: r.react, pages: r.pages };
     })(module.exports.firstView))`,
  );
  const info = JSON.parse(describe.runInContext(context, { timeout: timeoutMs }));
  if (info === null)
    throw new Error('the script assigns no module.exports.firstView with a render function');
  renderers.set(key, {
    context,
    render: new vm.Script('JSON.stringify(module.exports.firstView.render(JSON.parse(__input)))'),
  });
  return info;
}

function render(key, input, timeoutMs) {
  const renderer = renderers.get(key);
  if (!renderer) throw new Error(`renderer ${key} is not loaded`);
  renderer.context.__input = input;
  const output = renderer.render.runInContext(renderer.context, { timeout: timeoutMs });
  return typeof output === 'string' ? JSON.parse(output) : null;
}

parentPort.on('message', (message) => {
  const { id, type } = message;
  try {
    if (type === 'load') {
      parentPort.postMessage({
        id,
        ok: true,
        value: load(message.key, message.code, message.timeoutMs),
      });
    } else if (type === 'render') {
      parentPort.postMessage({
        id,
        ok: true,
        value: render(message.key, message.input, message.timeoutMs),
      });
    } else if (type === 'unload') {
      renderers.delete(message.key);
      parentPort.postMessage({ id, ok: true, value: null });
    }
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      error: String(error && error.message ? error.message : error),
    });
  }
});
