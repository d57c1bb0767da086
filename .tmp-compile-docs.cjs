process.env.NODE_ENV = 'production';
const path = require('path');
const fs = require('fs');
const createJiti = require('jiti');
const load = createJiti(path.join(__dirname, 'docusaurus.config.ts'), {interopDefault: true});
(async () => {
  const {loadContext} = load('@docusaurus/core/lib/server/site');
  const {normalizePluginOptions} = load('@docusaurus/utils-validation');
  const {DEFAULT_PARSE_FRONT_MATTER} = load('@docusaurus/utils');
  const {compileToJSX} = require('@docusaurus/mdx-loader/lib/utils');
  const docsMod = load('@docusaurus/plugin-content-docs');
  const context = await loadContext({siteDir: __dirname});
  const entry = context.siteConfig.plugins.find((p) => Array.isArray(p) && p[1] && p[1].id === 'docs-tests');
  const options = docsMod.validateOptions({validate: normalizePluginOptions, options: entry[1]});
  const plugin = await docsMod.default(context, options);
  const content = await plugin.loadContent();
  await plugin.contentLoaded({content, actions: {addRoute: () => {}, createData: async (n) => '/tmp/' + n, setGlobalData: () => {}}, allContent: {}});
  const opts = plugin.configureWebpack().module.rules[0].use[0].options;
  const root = path.join(__dirname, '_dogfooding/_docs tests');
  const files = [];
  (function walk(d) { for (const e of fs.readdirSync(d, {withFileTypes: true})) { const f = path.join(d, e.name); if (e.isDirectory()) walk(f); else if (f.endsWith('.mdx')) files.push(f); } })(root);
  let bad = 0;
  for (const filePath of files) {
    const fileContent = fs.readFileSync(filePath, 'utf8');
    const {frontMatter} = await opts.markdownConfig.parseFrontMatter({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
    try {
      const res = await compileToJSX({filePath, fileContent, frontMatter, options: opts, compilerName: 'client'});
      if (process.argv[2] && filePath.includes(process.argv[2])) console.log(res.content);
    } catch (e) { bad++; console.log('FAIL', path.relative(root, filePath), e.message.slice(0, 600)); }
  }
  console.log(files.length, 'compiled,', bad, 'failed');
})().catch((e) => { console.error('FAILED', e); process.exit(1); });
