import { renderCases } from '../core/testing/render-cases.js';

const field = (answer: string, title = 'Q') =>
  `<div class="ts-form-summary-field" style="font-size:12px;margin-top:4px"><strong style="font-weight:bold">${title}:</strong> ${answer}</div>`;
const row = (f: object, answer: string, extra: object = {}) => ({
  data: { f, ...extra },
  template: '{f|summary-form-field}',
  expected: field(answer),
});

renderCases('summary-form-field', [
  row({ rawTitle: 'Q', type: 'text', value: 'Hello <b>' }, 'Hello &lt;b&gt;'),
  row(
    {
      rawTitle: 'Q',
      type: 'address',
      value: { Line1: '1 Main', Line2: '', City: 'Oslo', State: '', Zip: '0150', Country: 'NO' },
    },
    '1 Main, Oslo, 0150, NO',
  ),
  row({ rawTitle: 'Q', type: 'checkbox', values: ['a', 'b'] }, 'a, b'),
  row({ rawTitle: 'Q', type: 'checkbox', value: 'only' }, 'only'),
  row({ rawTitle: 'Q', type: 'date', value: { Month: '5', Day: '12', Year: '2024' } }, '5/12/2024'),
  row(
    { rawTitle: 'Q', type: 'likert', value: { Speed: -2, Price: 2, Taste: 7 } },
    'Speed: Strongly Disagree, Price: Strongly Agree, Taste: Neutral',
  ),
  row({ rawTitle: 'Q', type: 'likert', value: { Speed: 1 } }, 'Speed: Yes!', {
    localizedStrings: { productAnswerMapAgree: 'Yes!' },
  }),
  row({ rawTitle: 'Q', type: 'name', value: { First: 'Ann', Last: 'Lee' } }, 'Ann Lee'),
  row(
    { rawTitle: 'Q', type: 'phone', value: { Country: '1', Areacode: '555', Prefix: '123', Line: '4567' } },
    '+1 555-123-4567',
  ),
  row(
    { rawTitle: 'Q', type: 'phone', value: { Areacode: '555', Prefix: '123', Line: '4567' } },
    '555-123-4567',
  ),
  row({ rawTitle: 'Q', type: 'time', value: { Hour: '9', Minute: '30', Ampm: 'AM' } }, '9:30:00 AM'),
  row(
    { rawTitle: 'Q', type: 'time', value: { hours: '9', minutes: '15', seconds: '31', ampm: 'am' } },
    '9:15:31 am',
  ),
  row(
    { rawTitle: 'Q', type: 'time', value: { hour: '9', minute: '15', second: '31', ampm: 'am' } },
    '9:15:31 am',
  ),
  row({ rawTitle: 'Q', type: 'time', value: ['9', '15', '31', 'am'] }, '9:15:31 am'),
  row({ rawTitle: 'Q', type: 'time', value: '9:15:31 am' }, '9:15:31 am'),
  row({ rawTitle: 'Q', type: 'time', value: {} }, 'N/A'),
  row({ rawTitle: 'Q', type: 'text', value: '  ' }, 'N/A'),
  row({ rawTitle: 'Q', type: 'name', value: {} }, 'No answer', {
    localizedStrings: { productSummaryFormNoAnswerText: '  No answer ' },
  }),
  {
    data: { f: { rawTitle: 'A & B', type: 'text', value: 'x' } },
    template: '{f|summary-form-field}',
    expected: field('x', 'A &amp; B'),
  },
]);
