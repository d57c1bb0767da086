// Stands in for tslib in @docusaurus/utils-common's client code (see ./index.ts).
// Same semantics as tslib's helper: a CommonJS module becomes `{default: module}`.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
