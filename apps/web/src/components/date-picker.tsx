import { dayLimits, toLatinDigits, type Locale } from '@dashboard/contracts';
import dayjsConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker as AntDatePicker, type DatePickerProps, type GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language';
import { inLocaleDigits } from '../lib/digits';

/** The pickers' locale names (`ar_EG`, `en_US`) as ours. */
const pickerLocale = (name: string): Locale => (name.startsWith('ar') ? 'ar' : 'en');

/**
 * dayjs as the pickers see it, with the language's digits: what a picker
 * shows (its field, its calendar's days, months and years) is written in
 * them, and what is typed is read in either digits. The app's own
 * `dayjs.format` calls (the API's `YYYY-MM-DD`) are untouched.
 */
const localDigitsConfig: typeof dayjsConfig = {
  ...dayjsConfig,
  locale: {
    ...dayjsConfig.locale,
    format: (locale, date, format) =>
      inLocaleDigits(dayjsConfig.locale.format(locale, date, format), pickerLocale(locale)),
    parse: (locale, text, formats) => dayjsConfig.locale.parse(locale, toLatinDigits(text), formats),
  },
};

const Picker = AntDatePicker.generatePicker<Dayjs>(localDigitsConfig);

type CellRender = NonNullable<DatePickerProps['cellRender']>;

/** A time column's cell (an hour, a minute) in the language's digits; every other cell as the picker drew it. */
function timeCells(locale: Locale): CellRender {
  return (current, info) => {
    if (info.type !== 'time' || typeof current !== 'number' || !isValidElement(info.originNode)) return info.originNode;
    const cell = info.originNode as ReactElement<{ children?: ReactNode }>;
    return cloneElement(cell, {}, inLocaleDigits(String(current).padStart(2, '0'), locale));
  };
}

/** One cell renderer a language, made once: a picker's props stay the same from one render to the next. */
const timeCellsIn: Record<Locale, CellRender> = { en: timeCells('en'), ar: timeCells('ar') };

/** The days the API takes (`dayLimits`): a picker offers none outside them. */
const bounds = { minDate: dayjs(dayLimits.first), maxDate: dayjs(dayLimits.last) };

/**
 * The kit's date picker: Ant Design's, in the user's digits (Arabic-Indic in
 * Arabic, in the field and the calendar alike), within the days the API takes.
 */
export function DatePicker(props: DatePickerProps) {
  return <Picker cellRender={timeCellsIn[useLanguage()]} {...bounds} {...props} />;
}

/** The kit's range picker, in the user's digits and within the API's days, as `DatePicker` is. */
function RangePicker(props: GetProps<typeof AntDatePicker.RangePicker>) {
  return <Picker.RangePicker cellRender={timeCellsIn[useLanguage()]} {...bounds} {...props} />;
}

DatePicker.RangePicker = RangePicker;
