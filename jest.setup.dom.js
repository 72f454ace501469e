// What antd expects from a browser and jsdom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // antd's Select schedules through a MessageChannel, which jsdom leaves out.
  globalThis.MessageChannel ??= class {
    constructor() {
      const port = () => ({ onmessage: null, postMessage: undefined, close() {} });
      this.port1 = port();
      this.port2 = port();
      const deliver = (to) => (data) => setTimeout(() => to.onmessage?.({ data }));
      this.port1.postMessage = deliver(this.port2);
      this.port2.postMessage = deliver(this.port1);
    }
  };
  // react-router needs these; jsdom leaves them out.
  const { TextEncoder, TextDecoder } = require('node:util');
  globalThis.TextEncoder ??= TextEncoder;
  globalThis.TextDecoder ??= TextDecoder;
}
