import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const schemaFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(name, import.meta.url), 'utf8'),
});

/** libxml2's XML Schema validation of a sitemap (sitemap.xsd with image.xsd and xhtml-link.xsd): the errors, [] when valid. */
export async function sitemapErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: schemaFile('sitemap.xsd'),
    preload: [schemaFile('image.xsd'), schemaFile('xhtml-link.xsd')],
  });
  return result.errors.map((e) => e.message);
}
