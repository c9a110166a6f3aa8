import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../../../lib/filters';
import { filtersToMapQuery, withBounds } from './get-map-points';

const box = { south: 19.74312, west: -70.53127, north: 19.77431, east: -70.50236 };

describe('the visible area of the points query', () => {
  it('rounds outwards to four decimals', () => {
    expect(withBounds('q=farmacia', box)).toBe(
      'q=farmacia&south=19.7431&west=-70.5313&north=19.7744&east=-70.5023',
    );
  });

  it("widens the area to a 0.05° grid around the visitor's position", () => {
    expect(withBounds('', box, true)).toBe('south=19.7&west=-70.55&north=19.8&east=-70.5');
  });

  it('stays within the valid latitudes and longitudes', () => {
    const world = { south: -91, west: -181, north: 91, east: 181 };
    expect(withBounds('', world, true)).toBe('south=-90&west=-180&north=90&east=180');
  });
});

describe('the filters of the points query', () => {
  const here = { lat: 19.7607, lng: -70.5181 };
  const near = { ...EMPTY_FILTERS, near: { radiusKm: 10 } };

  it('narrows to the radius around the saved position with near me on, as the list does', () => {
    expect(filtersToMapQuery(near, here)).toBe('lat=19.7607&lng=-70.5181&radiusKm=10');
  });

  it('sends no position without near me, nor near me without a saved position', () => {
    expect(filtersToMapQuery({ ...EMPTY_FILTERS, openNow: true }, here)).toBe('openNow=true');
    expect(filtersToMapQuery(near, null)).toBe('');
  });
});
