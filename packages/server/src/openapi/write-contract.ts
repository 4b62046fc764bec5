// `npm run contract`: writes the server's OpenAPI document and the types generated from it into
// packages/contract (both committed; `contract-files.test.ts` fails while they are stale).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CONTRACT_FILES, contractFiles, openApiDocument } from './contract-files.js';

const files = await contractFiles(await openApiDocument());
for (const [name, path] of Object.entries(CONTRACT_FILES)) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, files[name as keyof typeof files]);
  console.log(`wrote ${path}`);
}
