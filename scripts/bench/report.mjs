/**
 * The bench's table: a row per figure, with its budget if it has one, printed once at the end; a
 * figure over its budget makes the bench exit non-zero.
 */
export function createReport() {
  const rows = [];
  let over = false;
  /** Adds the row of `value`, shown by `show`, against `budget` unless it is undefined. */
  const report = (name, value, budget, show) => {
    const ok = budget === undefined || value <= budget;
    over ||= !ok;
    rows.push([name, show(value), budget === undefined ? "" : show(budget), budget === undefined ? "" : ok ? "ok" : "OVER"]);
  };
  function printTable() {
    const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
    console.log(["figure", "value", "budget", ""].map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
    for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
  }
  return { report, printTable, overBudget: () => over };
}
