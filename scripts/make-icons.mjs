// Renders the raster icons and the social card from the SVG logo, so the
// committed PNG/JPEG/ICO files can be rebuilt: `node scripts/make-icons.mjs`.
import fs from 'node:fs';
import sharp from 'sharp';

const logo = fs.readFileSync('static/img/docusaurus.svg');

/** An ICO file whose single image is a PNG (understood by every current browser). */
function pngToIco(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

const sizes = [
  [192, 'static/img/icons/icon-192x192.png'],
  [512, 'static/img/icons/icon-512x512.png'],
  [180, 'static/img/docusaurus.png'],
];
fs.mkdirSync('static/img/icons', {recursive: true});
for (const [size, file] of sizes) {
  await sharp(logo, {density: 300}).resize(size, size).png().toFile(file);
}
const favicon = await sharp(logo, {density: 300}).resize(48, 48).png().toBuffer();
fs.writeFileSync('static/img/docusaurus.ico', pngToIco(favicon, 48));

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1b1d"/><stop offset="1" stop-color="#2e8555"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <text x="600" y="470" text-anchor="middle" fill="#fff" font-family="Helvetica, Arial, sans-serif" font-size="96" font-weight="700">Docusaurus</text>
  <text x="600" y="545" text-anchor="middle" fill="#e5f6ea" font-family="Helvetica, Arial, sans-serif" font-size="38">Build optimized websites quickly, focus on your content</text>
</svg>`;
const logoPng = await sharp(logo, {density: 300}).resize(300, 300).png().toBuffer();
await sharp(Buffer.from(card))
  .composite([{input: logoPng, top: 60, left: 450}])
  .jpeg({quality: 82})
  .toFile('static/img/docusaurus-social-card.jpg');
console.log('icons, favicon and social card written');
