// CSS modules in unit tests: each class name is its own key, so tests can find elements by class.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
