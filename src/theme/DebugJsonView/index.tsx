/**
 * Ejected from @docusaurus/plugin-debug 3.10.2 and rewritten (not a wrapper).
 * One change: the JSON is rendered as a tree of native <details> elements
 * instead of react-json-view-lite, whose markup puts <div>s directly inside
 * <ul> (invalid HTML; the debug pages ship in production here). Same props,
 * same data, collapsed below `collapseDepth`; keyboard accessible without any
 * script.
 * Remove when react-json-view-lite renders valid lists
 * (AnyRoad/react-json-view-lite#38 reports the <div>s in <ul>) and the plugin
 * uses that version. `npm run check:swizzles` fails when the upstream file
 * changes.
 */
import {type ReactNode, useState} from 'react';
import type {Props} from '@theme/DebugJsonView';
import styles from './styles.module.css';

type Json = unknown;

/** Arrays with fewer items than this start expanded, as in the original viewer. */
const SMALL_ARRAY = 5;

function isContainer(value: Json): value is Record<string, Json> | Json[] {
  return typeof value === 'object' && value !== null;
}

function Scalar({value}: {value: Json}): ReactNode {
  if (value === null) return <span className={styles.null}>null</span>;
  switch (typeof value) {
    case 'string':
      return <span className={styles.string}>{JSON.stringify(value)}</span>;
    case 'number':
    case 'bigint':
      return <span className={styles.number}>{String(value)}</span>;
    case 'boolean':
      return <span className={styles.boolean}>{String(value)}</span>;
    case 'undefined':
      return <span className={styles.null}>undefined</span>;
    default:
      return <span>{String(value)}</span>;
  }
}

function Node({
  name,
  value,
  depth,
  collapseDepth,
}: {
  name?: string;
  value: Json;
  depth: number;
  collapseDepth?: number;
}): ReactNode {
  const label = name !== undefined && <span className={styles.key}>{name}: </span>;
  if (!isContainer(value)) {
    return (
      <li>
        {label}
        <Scalar value={value} />
      </li>
    );
  }
  const entries: [string, Json][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  const brackets = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) {
    return (
      <li>
        {label}
        <span className={styles.punctuation}>{brackets.join('')}</span>
      </li>
    );
  }
  const initiallyOpen = Array.isArray(value)
    ? entries.length < SMALL_ARRAY
    : collapseDepth !== undefined && depth < collapseDepth;
  return (
    <Branch
      label={label}
      entries={entries}
      brackets={brackets}
      isArray={Array.isArray(value)}
      initiallyOpen={initiallyOpen}
      depth={depth}
      collapseDepth={collapseDepth}
    />
  );
}

type BranchProps = {
  label: ReactNode;
  entries: [string, Json][];
  brackets: string[];
  isArray: boolean;
  initiallyOpen: boolean;
  depth: number;
  collapseDepth?: number;
};

/** A collapsible object or array; its children are rendered only once it is opened (debug data can be huge). */
function Branch({label, entries, brackets, isArray, initiallyOpen, depth, collapseDepth}: BranchProps): ReactNode {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <li>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          {label}
          <span className={styles.punctuation}>
            {brackets[0]} {entries.length} {isArray ? 'items' : 'keys'} {brackets[1]}
          </span>
        </summary>
        {open && (
          <ul className={styles.children}>
            {entries.map(([key, child]) => (
              <Node key={key} name={key} value={child} depth={depth + 1} collapseDepth={collapseDepth} />
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

export default function DebugJsonView({src, collapseDepth}: Props): ReactNode {
  return (
    <ul className={styles.tree}>
      <Node value={src} depth={0} collapseDepth={collapseDepth} />
    </ul>
  );
}
