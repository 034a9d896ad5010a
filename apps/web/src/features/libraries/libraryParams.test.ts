import { describe, expect, it } from 'vitest';
import {
  libraryDetailSearchParams,
  libraryListVariables,
  librarySearchParams,
  parseLibraryDetailParams,
  parseLibraryListParams,
} from './libraryParams';

const list = (search: string) => parseLibraryListParams(new URLSearchParams(search));
const detail = (search: string) => parseLibraryDetailParams(new URLSearchParams(search));

describe('the list in the URL', () => {
  it.each([
    ['', { tab: 'mine', query: '', manufacturer: '', showArchived: false, page: 0 }],
    [
      'lib_tab=snmp&query=%20ups%20&manufacturer=APC&archived=true&page=3',
      { tab: 'snmp', query: 'ups', manufacturer: 'APC', showArchived: true, page: 2 },
    ],
    // Unknown or malformed values fall back to the defaults.
    [
      'lib_tab=all&archived=1&page=-2',
      { tab: 'mine', query: '', manufacturer: '', showArchived: false, page: 0 },
    ],
    ['page=1.5', { tab: 'mine', query: '', manufacturer: '', showArchived: false, page: 0 }],
  ])('%s', (search, expected) => {
    expect(list(search)).toEqual(expected);
  });

  it.each([
    '',
    'lib_tab=shared',
    'lib_tab=modbus&query=px&manufacturer=Raritan&archived=true&page=2',
  ])('writes back %s as it was', (search) => {
    expect(librarySearchParams(list(search)).toString()).toBe(search);
  });
});

describe('libraryListVariables', () => {
  it.each([
    ['', { defaultList: false, allLists: false }],
    ['lib_tab=shared', { defaultList: true }],
    ['lib_tab=modbus', { allTemplateLists: true, filters: ['modbus'] }],
    ['lib_tab=snmp', { allTemplateLists: true, filters: ['snmp'] }],
  ])('%s asks for %j', (search, scope) => {
    expect(libraryListVariables(list(`${search}&page=3&query=ups`), 'c1')).toEqual({
      customerID: 'c1',
      ...scope,
      query: 'ups',
      manufacturer: undefined,
      limit: 50,
      offset: 100,
      archived: false,
    });
  });

  it('asks for archived libraries only when they are shown', () => {
    expect(libraryListVariables(list('archived=true'), 'c1')).toMatchObject({ archived: true });
    expect(libraryListVariables(list('lib_tab=snmp'), 'c1')).toMatchObject({ archived: false });
  });
});

describe("a library's page in the URL", () => {
  it.each([
    ['', { tab: 'details', functionCode: null }, ''],
    ['tabVal=modbus', { tab: 'modbus', functionCode: null }, 'tabVal=modbus'],
    ['tabVal=modbus&subTab=4', { tab: 'modbus', functionCode: 4 }, 'tabVal=modbus&subTab=4'],
    // A table only means something on the Modbus tab; unknown values are dropped.
    ['tabVal=snmp&subTab=4', { tab: 'snmp', functionCode: null }, 'tabVal=snmp'],
    ['tabVal=modbus&subTab=9', { tab: 'modbus', functionCode: null }, 'tabVal=modbus'],
    ['tabVal=sensors', { tab: 'details', functionCode: null }, ''],
  ])('%s', (search, expected, written) => {
    expect(detail(search)).toEqual(expected);
    expect(libraryDetailSearchParams(detail(search)).toString()).toBe(written);
  });
});
