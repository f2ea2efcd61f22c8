import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// dayjs with zones, for the console's calendars (days, weeks, datetime-local values). Pages shoppers
// load format with lib/time/taipei instead, which brings no date library.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
