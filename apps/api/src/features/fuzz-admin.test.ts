// Every route fuzzed as a signed-in administrator, who gets past every access check
// (apps/api/src/test/fuzz-suite.ts).
import { fuzzEveryRouteAs } from '../test/fuzz-suite';

fuzzEveryRouteAs('admin');
