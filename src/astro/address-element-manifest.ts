// The Custom Elements Manifest of <turkiye-address> (https://github.com/webcomponents/custom-elements-manifest):
// what editors, docs tools and framework wrappers read to know the element's tag, attributes,
// properties, methods, events and CSS custom properties. Generated from the source on every build by
// the Custom Elements Manifest analyzer (the class's JSDoc tags and members), never written by hand;
// served beside the module (/turkiye-address/custom-elements.json) and shipped in the npm package.
// The analyzer reads the source modules; the package ships them as one bundle, so the manifest
// describes that one module (`modulePath`), with the element, its event class and, on the `strings`
// field, the message table: each entry's meaning (from the AddressStrings interface) and its Turkish
// and English text (from the built-in table, a message with a value shown with `{name}` in its place).
import { readFileSync } from 'node:fs';
import * as analyzer from '@custom-elements-manifest/analyzer';
import type { ClassDeclaration, Declaration, Export, Package } from 'custom-elements-manifest/schema';
import { builtInStrings } from '../address-element/strings.ts';

/**
 * The few nodes of the analyzer's TypeScript (5.x, its own dependency) read here: the project's
 * TypeScript 7 ships no compiler API to type them with.
 */
interface SyntaxNode {
  getText(source: SyntaxNode): string;
}
interface PropertySignature extends SyntaxNode {
  name: SyntaxNode;
  type?: SyntaxNode & { parameters?: { name: SyntaxNode }[] };
}
interface SourceNodes extends SyntaxNode {
  statements: (SyntaxNode & { name?: { text: string }; members?: SyntaxNode[] })[];
}
// The analyzer's declarations leave out the two things its index exports (`create`, and the `ts` it
// parses with, so that the versions agree): typed here as far as they are used.
const { create, ts } = analyzer as unknown as {
  create(options: { modules: SyntaxNode[] }): Package;
  ts: {
    createSourceFile(fileName: string, text: string, target: number, setParentNodes: boolean): SourceNodes & { fileName: string };
    ScriptTarget: { ES2022: number };
  };
};
/** The module as the package ships it (address-element/turkiye-address.js), from the package's root. */
export const modulePath = 'address-element/turkiye-address.js';
const sourceDir = 'src/address-element';
/** The modules that declare what the bundle exports: the element, its event, its message table. */
const sources = ['turkiye-address.ts', 'address-change-event.ts', 'strings.ts'];

export interface StringsEntry {
  name: string;
  description: string;
  /** A message with a value: the value's name, shown as `{name}` in `tr` and `en`. */
  parameters?: string[];
  tr: string;
  en: string;
}

/** The manifest, as the JSON text that is served and shipped. */
export function elementManifest(): string {
  const modules = sources.map((file) =>
    ts.createSourceFile(`${sourceDir}/${file}`, readFileSync(`${sourceDir}/${file}`, 'utf8'), ts.ScriptTarget.ES2022, true),
  );
  const analyzed = create({ modules }) as Package;
  const declarations = analyzed.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.kind === 'class')
    .map(publicOnly);
  const element = declarations.find((declaration) => 'customElement' in declaration && declaration.tagName);
  if (!element || !('tagName' in element) || !element.tagName)
    throw new Error('The element’s class carries no @tagname: the manifest would describe no element.');
  const strings = element.members?.find((member) => member.name === 'strings');
  if (!strings) throw new Error('The element has no `strings` property to describe.');
  Object.assign(strings, { table: stringsTable(modules.find((module) => module.fileName.endsWith('/strings.ts')) as SourceNodes) });
  const exports: Export[] = [
    ...declarations.map((declaration): Export => ({ kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: modulePath } })),
    { kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.name, module: modulePath } },
  ];
  const manifest: Package = {
    schemaVersion: analyzed.schemaVersion,
    readme: '',
    modules: [{ kind: 'javascript-module', path: modulePath, declarations, exports }],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * What a user of the element can reach: `#private` members are the class's own, and an event the
 * analyzer found only by its class (`dispatchEvent(new TurkiyeAddressChangeEvent(…))`, no name) is
 * the one the @fires tag already names.
 */
function publicOnly(declaration: Declaration): Declaration {
  const found = declaration as ClassDeclaration & { events?: { name?: string }[] };
  return {
    ...found,
    members: found.members?.filter((member) => member.privacy !== 'private' && !member.name.startsWith('#')),
    ...(found.events ? { events: found.events.filter((event) => event.name) } : {}),
  } as Declaration;
}

const syntax = ts as unknown as {
  isInterfaceDeclaration(node: SyntaxNode): boolean;
  isPropertySignature(node: SyntaxNode): node is PropertySignature;
  isFunctionTypeNode(node: SyntaxNode): boolean;
  getJSDocCommentsAndTags(node: SyntaxNode): { comment?: unknown }[];
};

/** Every entry of the AddressStrings interface, with its doc comment and the built-in texts. */
function stringsTable(source: SourceNodes): StringsEntry[] {
  const table = source.statements.find((statement) => syntax.isInterfaceDeclaration(statement) && statement.name?.text === 'AddressStrings');
  if (!table?.members) throw new Error('strings.ts declares no AddressStrings interface.');
  return table.members.filter(syntax.isPropertySignature).map((member) => {
    const name = member.name.getText(source) as keyof (typeof builtInStrings)['tr'];
    const parameters =
      member.type && syntax.isFunctionTypeNode(member.type) ? member.type.parameters?.map((parameter) => parameter.name.getText(source)) : undefined;
    const text = (lang: 'tr' | 'en') => {
      const entry = builtInStrings[lang][name] as string | ((...values: string[]) => string);
      return typeof entry === 'function' ? entry(...(parameters ?? []).map((parameter) => `{${parameter}}`)) : entry;
    };
    const description = syntax
      .getJSDocCommentsAndTags(member)
      .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
      .join(' ')
      .trim();
    if (!description) throw new Error(`AddressStrings.${name} has no doc comment: the manifest would not say what it is.`);
    return { name, description, ...(parameters ? { parameters } : {}), tr: text('tr'), en: text('en') };
  });
}
