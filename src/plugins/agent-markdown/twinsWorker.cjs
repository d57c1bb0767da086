// The thread runTwinsWorker.ts starts: writes the twins of one locale and
// posts the figures back. The plugin's TypeScript is loaded through jiti, as
// Docusaurus loads the site's config.
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename, {cache: true});

const {writeTwins} = jiti('./writeTwins.ts');
writeTwins(workerData).then((result) => parentPort.postMessage(result));
