import { useId } from 'react';
import './bar-chart.css';

export interface ChartBar {
  /** The bar's name under it ("0% to 9%"), and its row's heading in the screen reader's table. */
  label: string;
  value: number;
  /** The value as shown, in the user's digits. */
  valueText: string;
  /**
   * What stands under the bar when it is not `label` (a dense chart's shorter
   * day, "05-11"); an empty string for nothing, between the marked bars.
   */
  axisLabel?: string;
}

/**
 * A small bar chart without a chart library: a row of CSS bars (mirrored in
 * right-to-left pages, as the row follows the page's direction), each with its
 * value over it and its label under it, drawn for the eye only; a screen
 * reader reads the same figures from a table under the same caption. Every
 * text comes from the caller, in the user's language.
 *
 * `dense`, for many bars (a day each, over a month or a year): thin bars that
 * share the width without scrolling, no value over each (a bar's tooltip
 * says it), a label only where the caller gives an `axisLabel`, and the
 * tallest bar's value (`maxText`) marked on a line at the top.
 */
export function BarChart(props: {
  caption: string;
  bars: ChartBar[];
  /** The table's column headings. */
  labelHeading: string;
  valueHeading: string;
  testId?: string;
  dense?: boolean;
  /** The value of the plot's top line (the tallest bar's), on a dense chart. */
  maxText?: string;
}) {
  const id = useId();
  const { dense = false } = props;
  const max = Math.max(1, ...props.bars.map((b) => b.value));
  return (
    <figure
      className={dense ? 'bar-chart bar-chart-dense' : 'bar-chart'}
      aria-labelledby={id}
      data-testid={props.testId}
    >
      <figcaption id={id} className="bar-chart-caption">
        {props.caption}
      </figcaption>
      <div aria-hidden="true">
        <div className="bar-chart-plot">
          {dense && props.maxText !== undefined && (
            <div className="bar-chart-scale">
              <span>{props.maxText}</span>
            </div>
          )}
          {props.bars.map((bar) => (
            <div
              key={bar.label}
              className="bar-chart-column"
              data-value={bar.value}
              title={dense ? `${bar.label}: ${bar.valueText}` : undefined}
            >
              {!dense && <span className="bar-chart-value">{bar.valueText}</span>}
              <span className="bar-chart-bar" style={{ blockSize: `${(bar.value / max) * 100}%` }} />
            </div>
          ))}
        </div>
        <div className="bar-chart-labels">
          {props.bars.map((bar) => (
            <span key={bar.label} className="bar-chart-label">
              {bar.axisLabel ?? bar.label}
            </span>
          ))}
        </div>
      </div>
      {/* A table is as tall as its rows whatever its size says: the box around it keeps a year's
          366 rows from stretching the page. */}
      <div className="sr-only">
        <table>
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{props.labelHeading}</th>
              <th scope="col">{props.valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {props.bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
