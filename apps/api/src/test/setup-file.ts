// Runs before each API test file: new passwords are hashed at the test cost, as the e2e server's
// NODE_ENV=test does (features/auth/password.ts).
import { usePasswordCost } from '../features/auth/password';

usePasswordCost('test');
