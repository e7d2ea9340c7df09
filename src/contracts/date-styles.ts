/** Every clock time, on the site and in mail: 24-hour, two digits ("09:00", «٠٩:٠٠»), never «٩:٠٠ ص» beside «٢١:٠٠». */
export const CLOCK_STYLE = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** A day named in full where a person plans around it: "Monday, December 14" / «الاثنين، ١٤ ديسمبر». */
export const LONG_DAY_STYLE = { weekday: 'long', day: 'numeric', month: 'long' } as const;
