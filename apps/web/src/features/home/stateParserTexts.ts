// Wording of the state-sensor parser (/home/parser); the spec names the page only.

export const stateParserTexts = {
  title: 'State-sensor parser',
  intro:
    'When a state sensor reads "unknown", paste the value the device serves and the sensor’s states: ' +
    'the parser takes them through the steps the gateway and the server take, and says where it goes wrong.',
  rawLabel: 'Raw value',
  rawHint: 'As the device serves it: 3, "state=3;" or onBattery(3).',
  strMaskLabel: 'String mask',
  strMaskHint: 'The point’s regular expression picking the number out of text, if it has one.',
  multiplierLabel: 'Multiplier',
  offsetLabel: 'Offset',
  statesLabel: 'States',
  statesHint:
    'Labels in order from 0, one per line or separated by commas; or numbered: 1=Open, or open(1) as a MIB writes it.',
  conditionsHeading: 'Conditions',
  conditionFor: (index: number, label: string) => `Condition of state ${index} (${label})`,
  resultHeading: 'What the sensor shows',
  valueRead: 'Number read',
  stateIndex: 'State index',
  stateLabel: 'State',
  condition: 'Condition',
  status: 'Status',
  none: '—',
  notANumber: 'Enter a number.',
  homeLink: 'State-sensor parser',
  homeLinkHint: 'Why does a state sensor read "unknown"?',
};
