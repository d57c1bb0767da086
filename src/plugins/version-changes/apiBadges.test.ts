import {describe, expect, it} from 'vitest';
import {minorOf, tableBadges, tableNames} from './apiBadges';

const page = (rows: Record<string, string[]>) =>
  Object.entries(rows)
    .map(
      ([name, options]) =>
        `<APITable name="${name}">\n\n| Name | Type |\n| --- | --- |\n${options.map((o) => `| \`${o}\` | \`string\` |`).join('\n')}\n\n</APITable>`,
    )
    .join('\n\nText.\n\n');

describe('tableNames', () => {
  it('reads the first cells of each table, by name', () => {
    expect(tableNames(page({options: ['id', 'path'], versions: ['label']}))).toEqual(
      new Map([
        ['options', ['id', 'path']],
        ['versions', ['label']],
      ]),
    );
  });
});

describe('tableBadges', () => {
  const canary = tableNames(page({options: ['id', 'path', 'newOption']}));
  const stable = tableNames(page({options: ['id', 'path', 'oldOption'], other: ['x']}));
  const older = tableNames(page({options: ['id', 'oldOption']}));

  it('marks options absent from the previous version as new, and those the next one lacks as removed', () => {
    expect(tableBadges(canary, {previous: stable, next: null, minor: '3.10'})).toEqual(
      new Map([['options', {newOption: {since: '3.10'}}]]),
    );
    expect(tableBadges(stable, {previous: older, next: {tables: canary, minor: '3.10'}, minor: '3.9'})).toEqual(
      new Map([['options', {path: {since: '3.9'}, oldOption: {removed: '3.10'}}]]),
    );
  });

  it('says nothing about a table the other version does not have', () => {
    expect(
      tableBadges(stable, {previous: null, next: {tables: canary, minor: '3.10'}, minor: '3.9'}).get('other'),
    ).toBe(undefined);
  });

  it('minorOf', () => {
    expect(minorOf('3.9.2')).toBe('3.9');
    expect(minorOf('3.10.2')).toBe('3.10');
  });
});
