// @ts-check
// `npm start`: the production server, lib/serving/start.ts (run by Node as it is).
import '../lib/serving/start.ts';
