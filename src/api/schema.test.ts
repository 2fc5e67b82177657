import { describe, expect, it } from 'vitest';
import {
  answer,
  bool,
  entity,
  firstOf,
  flag,
  id,
  inData,
  isRecord,
  list,
  num,
  optText,
  orNull,
  rows,
  text,
} from './schema';

const row = answer(
  entity({
    id,
    name: text,
    note: optText,
    price: num(0),
    rate: num(5),
    active: bool(),
    primary: flag,
    tags: list(entity({ label: text })),
  }),
);

describe('answer schema rules', () => {
  it('gives a missing, null or wrong-typed field its default', () => {
    const defaults = { id: 0, name: '', price: 0, rate: 5, active: false, primary: 0, tags: [] };
    expect(row({})).toEqual(defaults);
    expect(
      row({ name: null, price: null, rate: 'soon', active: 'maybe', primary: {}, tags: {} }),
    ).toEqual(defaults);
    expect(row(null)).toEqual(defaults);
    expect(row([{ name: 'x' }])).toEqual(defaults);
  });

  it('reads numbers from numeric strings and text from numbers', () => {
    expect(row({ id: '7', name: 12, price: ' 9.5 ', rate: '' })).toMatchObject({
      id: 7,
      name: '12',
      price: 9.5,
      rate: 5,
    });
  });

  it.each([
    [true, 1],
    [1, 1],
    ['1', 1],
    ['true', 1],
    [false, 0],
    [0, 0],
    ['0', 0],
  ])('reads the flag form %j', (form, value) => {
    expect(row({ active: form, primary: form })).toMatchObject({
      active: value === 1,
      primary: value,
    });
  });

  it('leaves an optional field out unless it has its type', () => {
    expect(row({ note: null }).note).toBeUndefined();
    expect(row({ note: { html: 'x' } }).note).toBeUndefined();
    expect(row({ note: 'Hi' }).note).toBe('Hi');
  });

  it('keeps fields the schema does not name', () => {
    expect(row({ name: 'x', shipping_message: '<b>Free</b>' })).toMatchObject({
      shipping_message: '<b>Free</b>',
    });
  });

  it('drops rows without a numeric id from a list of rows, and non-objects from any list', () => {
    const read = answer(rows(entity({ id, name: text })));
    expect(read([{ id: 1 }, { name: 'no id' }, { id: 'x' }, null, 'text', { id: '2' }])).toEqual([
      { id: 1, name: '' },
      { id: 2, name: '' },
    ]);
    expect(row({ tags: [null, { label: 'a' }, 3] }).tags).toEqual([{ label: 'a' }]);
    expect(read({ 0: { id: 1 } })).toEqual([]);
  });

  it('unwraps { data } and one-item lists, and reads "nothing" as null', () => {
    const read = answer(firstOf(inData(orNull(entity({ id }), isRecord))));
    expect(read([{ id: 3 }])).toEqual({ id: 3 });
    expect(read({ data: { id: 4 } })).toEqual({ id: 4 });
    expect(read([])).toBeNull();
    expect(read('nope')).toBeNull();
  });
});
