import { CLIENT_ADDRESS_HEADER } from '@/lib/serving/contract';

// Each test file gets its own in-memory database unless the run targets a PostgreSQL server.
if (!process.env.DATABASE_URL) process.env.DATA_DIR = 'memory://';

// The built-in sandbox gateway and store map are what the API tests pay and pick stores with.
process.env.PAYMENT_SANDBOX = '1';

// Route handlers see requests as `npm start` hands them over: with the client's address in this header.
process.env.CLIENT_ADDRESS_HEADER = CLIENT_ADDRESS_HEADER;

// Every test file sends codes for the demo organisations, whose counters outlive a file on PostgreSQL:
// their hourly text budget is out of the way, and the test of the budget sets its own.
process.env.SMS_ORG_HOURLY_LIMIT = '1000000000';

// Likewise the free code requests before a proof of work: the tests of the challenge set their own.
process.env.OTP_CHALLENGE_AFTER = '1000000000';
