import { FormattedMessage, useIntl } from 'react-intl';

/** When maintenance ends, in the player's time zone with the zone named, in the language around it. */
export function EndTime({ end }: { end: Date }) {
  const intl = useIntl();
  const text = intl.formatDate(end, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'long' });
  return (
    <p>
      <FormattedMessage id="end_time" />: <time dateTime={end.toISOString()}>{text}</time>
    </p>
  );
}
