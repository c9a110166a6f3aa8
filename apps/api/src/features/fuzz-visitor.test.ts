// Every route fuzzed as a visitor (apps/api/src/test/fuzz-suite.ts).
import { fuzzEveryRouteAs } from '../test/fuzz-suite';

fuzzEveryRouteAs('visitor');
