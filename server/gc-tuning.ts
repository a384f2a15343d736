// Imported first by the server's entry (and by bench:api's bare route), before any other module allocates.
// V8's allocation-site pretenuring watches whether the objects made at one allocation site outlive a minor GC and,
// when most do, makes that site allocate straight in the old generation from then on. Under concurrent load a
// request's objects are alive while it is in flight, so at some moment most of a request allocation site's objects
// outlive a minor GC; in about half of the runs of 200 pollers (docs/performance.md, "eleventh session") V8 then
// tenured the sites of the request, the response and the log line for good, and every request's garbage went to the
// old generation: 25-50 MB/s promoted, GC 750-850 ms per 8 s against 130, 84-90 µs of CPU per poll against 67-75.
// A server's objects live for one request or for the process, so the short-lived sites gain nothing from it.
import { setFlagsFromString } from 'node:v8'

setFlagsFromString('--no-allocation-site-pretenuring')
