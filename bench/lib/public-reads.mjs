// The public reads the load benchmarks send, as visitors send them: every filter shape of
// bench/filter-shapes.json, a business's profile, the server-drawn list pages, the categories and
// the directory's sizes; near me from a position that changes on every request.
import { readFileSync } from 'node:fs';

const shapes = JSON.parse(
  readFileSync(new URL('../filter-shapes.json', import.meta.url), 'utf8'),
).shapes;

/** What a browser sends: answers are measured compressed, as visitors get them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export function publicReads() {
  return [
    ...shapes.map((s) => ({
      name: `filter: ${s.name}`,
      path: `/api/businesses/filter?${s.query}`,
      shape: s,
    })),
    { name: 'detail', path: '/api/businesses/detail/{id}' },
    // The server-drawn list pages (decision 028), as a crawler or a first visit asks for them.
    { name: 'list page: category', path: '/categoria/farmacias' },
    { name: 'list page: category in a place', path: '/categoria/farmacias/santiago' },
    { name: 'categories', path: '/api/categories' },
    { name: 'stats', path: '/api/stats' },
  ];
}

export const pick = (items) => items[Math.floor(Math.random() * items.length)];

// A city across the country (Santo Domingo, Santiago, La Romana, Puerto Plata, San Francisco de
// Macorís, Higüey, Barahona, La Vega) and up to ~5 km around it, so no cache keyed by a position
// can help.
const CITIES = [
  [18.4861, -69.9312],
  [19.4517, -70.697],
  [18.4273, -68.9728],
  [19.7934, -70.6884],
  [19.3008, -70.2526],
  [18.6149, -68.7074],
  [18.2085, -71.1008],
  [19.2221, -70.5296],
];

function nearMePath(path) {
  const [lat, lng] = pick(CITIES);
  const jitter = () => (Math.random() - 0.5) * 0.09;
  return path
    .replace(/lat=[-\d.]+/, `lat=${(lat + jitter()).toFixed(5)}`)
    .replace(/lng=[-\d.]+/, `lng=${(lng + jitter()).toFixed(5)}`);
}

/** Whether each request of this read must differ: another business, another position. */
export const variesPerRequest = (read) => read.path.includes('{id}') || read.path.includes('lat=');

/** The path of one request of a read: the profile of one of `ids`, near me from another place. */
export function requestPath(read, ids) {
  if (read.path.includes('{id}')) return read.path.replace('{id}', String(pick(ids)));
  if (read.path.includes('lat=')) return nearMePath(read.path);
  return read.path;
}
