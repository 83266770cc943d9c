// The Custom Elements Manifest of <turkiye-address> as the build wrote it
// (src/astro/address-element-manifest.ts): what the source says now (a fresh generation gives the same
// bytes), valid against the manifest's schema, and describing the element as its guide does: the tag,
// every attribute, the public properties and methods, the change event, every CSS custom property
// the element's own rules read (styles.ts), and the message table in both languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import type { ClassDeclaration, CustomElement, Package } from 'custom-elements-manifest/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementManifest, type StringsEntry } from '../../src/astro/address-element-manifest.ts';
import { builtInStrings } from '../../src/address-element/strings.ts';
import { stylesFor } from '../../src/address-element/styles.ts';
import { distDir, requireBuiltSite } from '../support/built-site.ts';

const built = () => readFileSync(join(distDir, 'turkiye-address', 'custom-elements.json'), 'utf8');
const element = (manifest: Package) =>
  manifest.modules[0]!.declarations!.find((declaration) => declaration.name === 'TurkiyeAddressElement') as ClassDeclaration & CustomElement;

describe('custom-elements.json', () => {
  beforeAll(requireBuiltSite);

  it('is what the source says now, and valid against the Custom Elements Manifest schema', () => {
    expect(built()).toBe(elementManifest());
    const schema = JSON.parse(readFileSync('node_modules/custom-elements-manifest/schema.json', 'utf8'));
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate(JSON.parse(built())), JSON.stringify(validate.errors)).toBe(true);
  });

  it('describes one module, the packaged bundle, defining <turkiye-address>', () => {
    const manifest = JSON.parse(built()) as Package;
    expect(manifest.modules.map((module) => module.path)).toEqual(['address-element/turkiye-address.js']);
    expect(manifest.modules[0]!.exports).toEqual([
      { kind: 'js', name: 'TurkiyeAddressElement', declaration: { name: 'TurkiyeAddressElement', module: 'address-element/turkiye-address.js' } },
      { kind: 'js', name: 'TurkiyeAddressChangeEvent', declaration: { name: 'TurkiyeAddressChangeEvent', module: 'address-element/turkiye-address.js' } },
      {
        kind: 'custom-element-definition',
        name: 'turkiye-address',
        declaration: { name: 'TurkiyeAddressElement', module: 'address-element/turkiye-address.js' },
      },
    ]);
    expect(element(manifest)).toMatchObject({ customElement: true, tagName: 'turkiye-address' });
  });

  it('lists the attributes, public members and the change event', () => {
    const declaration = element(JSON.parse(built()));
    expect(declaration.attributes!.map((attribute) => attribute.name).sort()).toEqual(
      ['base', 'disabled', 'district-id-name', 'lang', 'neighborhood-id-name', 'province-id-name', 'village-id-name'].sort(),
    );
    expect(declaration.attributes!.find((attribute) => attribute.name === 'disabled')).toMatchObject({ type: { text: 'boolean' } });
    expect(declaration.members!.map((member) => `${member.kind} ${member.name}`)).toEqual([
      'method define',
      'field strings',
      'field ready',
      'field disabled',
      'field value',
      'method setValue',
      'method readLine',
      'method checkValidity',
      'method reportValidity',
    ]);
    expect(declaration.events).toEqual([expect.objectContaining({ name: 'turkiye-address-change', type: { text: 'TurkiyeAddressChangeEvent' } })]);
  });

  it('lists every CSS custom property the element’s rules read, with its default', () => {
    const read = [...new Set(stylesFor('turkiye-address').match(/--turkiye-address-[a-z-]+/g))].sort();
    const properties = element(JSON.parse(built())).cssProperties!;
    expect(properties.map((property) => property.name).sort()).toEqual(read);
    expect(read).toHaveLength(12);
    expect(properties.find((property) => property.name === '--turkiye-address-list-height')).toMatchObject({ default: '16rem' });
  });

  it('carries the message table on `strings`, in Turkish and English', () => {
    const strings = element(JSON.parse(built())).members!.find((member) => member.name === 'strings') as unknown as { table: StringsEntry[] };
    // Every entry of the built-in table, in its order, each described.
    expect(strings.table.map((entry) => entry.name)).toEqual(Object.keys(builtInStrings.en));
    expect(strings.table).toHaveLength(22);
    expect(strings.table.find((entry) => entry.name === 'results')).toEqual({
      name: 'results',
      description: 'Live region: how many places match what was typed.',
      parameters: ['count'],
      tr: '{count} sonuç',
      en: '{count} results',
    });
    expect(strings.table.find((entry) => entry.name === 'apply')).toEqual({
      name: 'apply',
      description: 'The button that applies the offered address.',
      tr: 'Uygula',
      en: 'Apply',
    });
  });
});
