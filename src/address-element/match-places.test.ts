// Which places a level offers for typed text, over the element's own lists as the build writes them
// (src/astro/address-element-files.ts from data/2025): folded as the API folds (İ/ı, ASCII, case),
// former names found, best matches first, and a text that names two places chooses neither.
// Names and ids from data/2025/*.json.
import { describe, expect, it } from 'vitest';
import { elementData } from '../astro/address-element-files.ts';
import { exactPlace, matchedAlias, matchPlaces } from './match-places.ts';
import { type Place, readPlaces, readSettlements } from './places.ts';

const { provinces, districts } = readPlaces(elementData().places);
const settlementsOf = (districtId: number) => readSettlements(elementData().districts.get(districtId)!, districtId);
const names = (places: Place[]) => places.map((place) => place.name);
const istanbul = districts.filter((district) => district.parent === 34);

describe('matchPlaces', () => {
  it.each([
    ['ad', ['Adana', 'Adıyaman']],
    ['İSTANBUL', ['İstanbul']],
    ['Istanbul', ['İstanbul']],
    ['sanliurfa', ['Şanlıurfa']],
    // Former names (data/aliases.csv).
    ['maras', ['Kahramanmaraş']],
    ['antep', ['Gaziantep']],
    ['icel', ['Mersin']],
    // Spaces typed inside a one-word name.
    ['kahraman maras', ['Kahramanmaraş']],
    ['xq', []],
  ])('provinces for %j: %j', (text, expected) => {
    expect(names(matchPlaces(provinces, text))).toEqual(expected);
  });

  it('finds districts by their ASCII spelling and former names', () => {
    expect(names(matchPlaces(istanbul, 'kadikoy'))).toEqual(['Kadıköy']);
    expect(names(matchPlaces(istanbul, 'eyu'))).toEqual(['Eyüpsultan']);
    expect(names(matchPlaces(istanbul, 'bahce'))).toEqual(['Bahçelievler']);
  });

  it('ranks the name equal to the text, then names starting with it, then names with a word starting with it', () => {
    // Ilgaz's (1206) settlements: Yeni, then Yenice and Yeniköy (the list's order), then Yeşil Yenice.
    expect(names(matchPlaces(settlementsOf(1206), 'yeni'))).toEqual(['Yeni', 'Yenice', 'Yeniköy', 'Yeşil Yenice']);
  });

  it('offers the whole list, in its order (by name), for an empty text', () => {
    const all = matchPlaces(istanbul, '  ');
    expect(all).toHaveLength(39);
    expect(names(all.slice(0, 3))).toEqual(['Adalar', 'Arnavutköy', 'Ataşehir']);
  });
});

describe('former names of settlements (issue 44)', () => {
  it('finds Yeşilvadi in Feke (1329) by Çürükler, its name until the 2025 list, and says which name matched', () => {
    const feke = settlementsOf(1329);
    const [found] = matchPlaces(feke, 'curukler');
    expect([found?.id, found?.name]).toEqual([177113, 'Yeşilvadi']);
    expect(matchedAlias(found!, 'çürük')).toBe('Çürükler');
    // Typed by its own name, it needs no other name.
    expect(matchedAlias(found!, 'yesil')).toBeUndefined();
    expect(exactPlace(feke, 'ÇÜRÜKLER')?.id).toBe(177113);
  });

  it('says a province’s colloquial name when that is what matched', () => {
    const [gaziantep] = matchPlaces(provinces, 'antep');
    expect([gaziantep?.id, matchedAlias(gaziantep!, 'antep')]).toEqual([27, 'Antep']);
  });
});

describe('exactPlace', () => {
  it('names the one place a text spells exactly, by name or former name', () => {
    expect(exactPlace(provinces, 'KAHRAMANMARAŞ')?.id).toBe(46);
    expect(exactPlace(istanbul, 'eyup')?.id).toBe(1325);
    expect(exactPlace(istanbul, 'kadikoy')?.id).toBe(1421);
    expect(exactPlace(istanbul, 'kadik')).toBeUndefined();
    expect(exactPlace(istanbul, '')).toBeUndefined();
  });

  it('chooses neither when a neighborhood and a village of one district share the name', () => {
    // Besni (1182) has the neighborhood Pınarbaşı (477) and the village Pınarbaşı (711).
    const besni = settlementsOf(1182);
    expect(matchPlaces(besni, 'pinarbasi').map(({ kind, id }) => [kind, id])).toEqual([
      ['neighborhood', 477],
      ['village', 711],
    ]);
    expect(exactPlace(besni, 'Pınarbaşı')).toBeUndefined();
  });
});
