// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

const API = 'http://localhost:5013';

const post = (path: string, body: string) =>
  fetch(`${API}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
const location = async () =>
  (await (await fetch(`${API}/__ext/ipapi/203.0.113.10/json`)).json()) as Record<string, unknown>;

describe('the geolocation stand-in', () => {
  afterEach(async () => {
    await post('/__admin/reset', '');
  });

  it('says where /__admin/visitor-location puts the visitor, until the next reset', async () => {
    expect(await location()).toMatchObject({ country_code: 'US', in_eu: false });
    const changed = await post(
      '/__admin/visitor-location',
      JSON.stringify({ country_code: 'DE', in_eu: true }),
    );
    expect(changed.status).toBe(200);
    expect(await location()).toMatchObject({
      ip: '203.0.113.10',
      country_code: 'DE',
      in_eu: true,
    });
    await post('/__admin/reset', '');
    expect(await location()).toMatchObject({ country_code: 'US', in_eu: false });
  });

  it('refuses a change that is not a JSON object, with a message', async () => {
    for (const body of ['[]', 'null', 'not json']) {
      const refused = await post('/__admin/visitor-location', body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: 'A JSON object of location fields is required.',
      });
    }
    expect(await location()).toMatchObject({ country_code: 'US' });
  });
});
