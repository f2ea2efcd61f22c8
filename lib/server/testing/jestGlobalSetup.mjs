// jest's globalSetup: a folder of the run's own for the seeded database its test files share
// (lib/server/testing/db.ts), so no run ever opens an older run's snapshot. Named to the workers
// through the environment, which they inherit; jestGlobalTeardown.mjs removes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-jest-'));
  process.env.STOREFRONT_TEST_SNAPSHOT = path.join(dir, 'demo.tar');
}
