/** A clock the test moves by hand: no test waits for back-off or a lease to pass. */
export function testClock(start = "2030-01-01T00:00:00Z") {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    advance(seconds: number) {
      time += seconds * 1000;
    },
  };
}
