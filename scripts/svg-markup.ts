/**
 * Reading and writing our SVG art (art/images/, public/images/) through an XML parser,
 * `fast-xml-parser` with `preserveOrder`
 * (docs/decisions/0012-svg-parser-and-satori-social-cards.md): any quoting of attributes,
 * nested elements, CDATA and XML's character references read as XML 1.0 defines them. Shared
 * by the PDF art (pdf-art.ts) and the build's text outliner (svg-text-outlines.ts).
 */
import { EntityDecoder } from '@nodable/entities';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** An element: its name, attributes (entities decoded) and children in document order. */
export interface SvgElement {
  kind: 'element';
  name: string;
  attributes: Record<string, string>;
  children: SvgNode[];
}

/** Character data (entities decoded). */
export interface SvgText {
  kind: 'text';
  text: string;
}

/** A CDATA section's content (text as written). */
export interface SvgCdata {
  kind: 'cdata';
  text: string;
}

/** A comment or processing instruction, kept as the parser gave it so it is written back. */
export interface SvgOther {
  kind: 'other';
  raw: OrderedNode;
}

/** One node of a parsed SVG document. */
export type SvgNode = SvgElement | SvgText | SvgCdata | SvgOther;

/** fast-xml-parser's `preserveOrder` shape: `{ [name]: children, ':@'?: attributes }`. */
type OrderedNode = Record<string, unknown>;

const TEXT = '#text';
const CDATA = '#cdata';
const COMMENT = '#comment';
const ATTRIBUTES = ':@';

/** Options shared by parser and builder so that the tree goes back out as it came in. */
const SHAPE = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: TEXT,
  cdataPropName: CDATA,
  commentPropName: COMMENT,
  // Text is kept as written (whitespace, numbers as strings): SVG decides what it means.
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
} as const;

/** The references XML 1.0 §4.1/§4.6 lets a document use without a DTD. */
const REFERENCE = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/y;

/**
 * XML's character and predefined entity references decoded (fast-xml-parser leaves numeric
 * references alone unless told otherwise); any other reference, or a bare `&`, is an error
 * rather than text drawn as written (XML 1.0 §4.1, WFC: Entity Declared).
 */
class XmlReferences extends EntityDecoder {
  override decode(text: string): string {
    for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
      REFERENCE.lastIndex = at;
      if (!REFERENCE.test(text))
        throw new Error(`Not an XML reference: '${text.slice(at, at + 12)}'`);
    }
    return super.decode(text);
  }
}

// One of each per process: the parser resets its decoder at the start of every document.
const parser = new XMLParser({ ...SHAPE, entityDecoder: new XmlReferences() });
const builder = new XMLBuilder({ ...SHAPE, suppressEmptyNode: true });

function fromOrdered(node: OrderedNode): SvgNode {
  if (TEXT in node) return { kind: 'text', text: String(node[TEXT]) };
  const name = Object.keys(node).find((key) => key !== ATTRIBUTES)!;
  const children = node[name] as OrderedNode[];
  if (name === CDATA) {
    return { kind: 'cdata', text: children.map((child) => String(child[TEXT])).join('') };
  }
  if (name === COMMENT || name.startsWith('?')) return { kind: 'other', raw: node };
  return {
    kind: 'element',
    name,
    attributes: { ...(node[ATTRIBUTES] as Record<string, string> | undefined) },
    children: children.map(fromOrdered),
  };
}

function toOrdered(node: SvgNode): OrderedNode {
  if (node.kind === 'other') return node.raw;
  if (node.kind === 'text') return { [TEXT]: node.text };
  if (node.kind === 'cdata') return { [CDATA]: [{ [TEXT]: node.text }] };
  const element: OrderedNode = { [node.name]: node.children.map(toOrdered) };
  if (Object.keys(node.attributes).length > 0) element[ATTRIBUTES] = node.attributes;
  return element;
}

/**
 * Parses an SVG document into its top-level nodes (processing instructions, comments, the root).
 * Whitespace between top-level nodes is not kept (the parser drops it).
 * @throws on markup that is not well-formed XML (the parser's message with line and column) or
 * a reference XML does not define
 */
export function parseSvg(svg: string): SvgNode[] {
  return (parser.parse(svg, true) as OrderedNode[]).map(fromOrdered);
}

/**
 * Writes nodes back as markup: double-quoted attributes, `&amp; &lt; &gt; &quot; &apos;`
 * escaped, childless elements self-closed (`<circle r="4"/>`).
 */
export function serializeSvg(nodes: readonly SvgNode[]): string {
  return builder.build(nodes.map(toOrdered)) as string;
}

/**
 * The document's `<svg>` root element.
 * @throws when the top level holds no element, or one that is not `<svg>`
 */
export function svgRoot(nodes: readonly SvgNode[]): SvgElement {
  const root = nodes.find((node): node is SvgElement => node.kind === 'element');
  if (root?.name !== 'svg') throw new Error(`Not an SVG document (root: ${root?.name ?? 'none'})`);
  return root;
}

/** The root's viewBox as [minX, minY, width, height] (user units), or undefined without one. */
export function svgViewBox(root: SvgElement): number[] | undefined {
  return root.attributes.viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
}

/** Every element under `nodes` (descendants included), in document order. */
export function* svgElements(nodes: readonly SvgNode[]): Generator<SvgElement> {
  for (const node of nodes) {
    if (node.kind !== 'element') continue;
    yield node;
    yield* svgElements(node.children);
  }
}
