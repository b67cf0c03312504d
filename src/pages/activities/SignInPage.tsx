import type { CalendarDay, SignInCalendar } from '../../config/types.generated.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { ActivitiesStore } from '../../stores/ActivitiesStore.ts';
import { useFeature } from '../../stores/index.ts';
import { Amount } from '../../ui/Amount.tsx';
import { PageFrame } from '../PageFrame.tsx';
import { Earned, Loaded, MerchantDay, Rules, useActivities } from './parts.tsx';
import './activities.css';

function Day({ day }: { day: CalendarDay }) {
  const classes = ['wl-signin-day', day.signed && 'wl-signin-day--signed', day.today && 'wl-signin-day--today'].filter(Boolean).join(' ');
  return (
    <li className={classes} aria-current={day.today ? 'date' : undefined}>
      <strong>
        <FormattedMessage id="signin.day" values={{ day: day.day }} />
      </strong>
      <span>
        <MerchantDay day={day.date} />
      </span>
      <span className="wl-signin-day__reward">
        <Amount value={day.reward} withCode={false} />
      </span>
      <span className="wl-signin-day__mark">
        {day.signed ? <FormattedMessage id="signin.signed" /> : day.today ? <FormattedMessage id="signin.today" /> : null}
      </span>
    </li>
  );
}

const Calendar = observer(function Calendar({ calendar }: { calendar: SignInCalendar }) {
  const store = useFeature(ActivitiesStore);
  const sending = store.pending === 'sign-in';
  return (
    <div className="wl-activity-page">
      <section className="wl-activity-card wl-activity-card--lead" aria-labelledby="today-reward">
        <h2 id="today-reward" className="wl-activity-card__title">
          <FormattedMessage id="signin.today_reward" />
        </h2>
        <p className="wl-activity-amount">
          <Amount value={calendar.todayReward} />
        </p>
        <button
          type="button"
          className="wl-button wl-activity-cta"
          onClick={() => void store.signIn()}
          disabled={calendar.signedToday || sending}
          aria-busy={sending}
        >
          <FormattedMessage id={calendar.signedToday ? 'signin.done_today' : 'signin.button'} />
        </button>
        <Earned prefix="sign-in" messageId="signin.earned" />
      </section>
      <section className="wl-activity-card" aria-labelledby="sign-in-cycle">
        <h2 id="sign-in-cycle" className="wl-activity-card__title">
          <FormattedMessage id="signin.cycle" />
        </h2>
        <ol className="wl-signin-days">
          {calendar.days.map((day) => (
            <Day key={day.day} day={day} />
          ))}
        </ol>
      </section>
      <Rules html={calendar.rules} id="sign-in-rules" />
    </div>
  );
});

/** `/m/activity/signIn`: the days of the current cycle, which are signed, today's reward and the sign-in. */
const SignInPage = observer(function SignInPage() {
  const store = useActivities((s) => s.calendar);
  return (
    <PageFrame titleId="page.sign_in">
      <Loaded resource={store.calendar}>{(calendar) => <Calendar calendar={calendar} />}</Loaded>
    </PageFrame>
  );
});

export default SignInPage;
