import type { ReactNode } from "react";

/** A table with a visually hidden caption; `rows` start with each row's key. */
export function Table({
  caption,
  empty,
  head,
  rows,
}: {
  caption: string;
  empty: string;
  head: string[];
  rows: Array<[string, ...ReactNode[]]>;
}) {
  if (rows.length === 0) return <p className="dashboard__empty">{empty}</p>;
  return (
    // Wide tables scroll sideways on a phone; the region takes the focus so a keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="dashboard__table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, ...cells]) => (
            <tr key={key}>
              {cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
