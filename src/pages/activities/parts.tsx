// What the activity pages share: a part loaded from the API with its waiting, missing and failed
// states; a promotion's go button; rules as sanitised HTML; and the announcement of what an action earned.
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ACTIVITY_NOT_AVAILABLE, PROMOTION_NOT_FOUND } from '../../api/activityCalls.ts';
import type { Promotion } from '../../config/types.generated.ts';
import { errorCodeOf, failureText } from '../../rules/failureText.ts';
import { PATHS } from '../../rules/paths.ts';
import { ActivitiesStore } from '../../stores/ActivitiesStore.ts';
import type { Resource } from '../../stores/ContentStore.ts';
import { useFeature, useStores } from '../../stores/index.ts';
import { Amount } from '../../ui/Amount.tsx';
import { CarryLink, useCarryNavigate } from '../../ui/navigation.tsx';
import { FailureMessage } from '../../ui/FailureMessage.tsx';
import { usePromotionGo } from '../../ui/promotionGo.ts';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** The activities store, with `resource` asked for again on every visit and when the language changes. */
export function useActivities(pick: (store: ActivitiesStore) => Resource<unknown> | undefined): ActivitiesStore {
  const store = useFeature(ActivitiesStore);
  const { i18n } = useStores();
  const resource = pick(store);
  useEffect(() => {
    if (resource) void store.refresh(resource);
  }, [store, resource, i18n.language]);
  return store;
}

/** The promotions call's errorCode while the merchant's reward centre is off (spec section 7). */
export const REWARD_CENTER_DISABLED = 'reward_center_disabled';

export const HomeLink = () => (
  <p>
    <CarryLink to={PATHS.home} className="wl-button">
      <FormattedMessage id="nav.home" />
    </CarryLink>
  </p>
);

/** No such promotion, or an activity the merchant does not run: says so, with a way home. */
export function Missing({ messageId }: { messageId: 'activity.not_found' | 'activity.not_available' | 'reward_center.off' }) {
  return (
    <div className="wl-activity-problem">
      <p role="alert">
        <FormattedMessage id={messageId} />
      </p>
      <HomeLink />
    </div>
  );
}

/** A page's content could not be shown: why, and a way home (and to try again, when that can help). */
export function ActivityProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const code = errorCodeOf(error);
  if (code === PROMOTION_NOT_FOUND) return <Missing messageId="activity.not_found" />;
  if (code === ACTIVITY_NOT_AVAILABLE) return <Missing messageId="activity.not_available" />;
  if (code === REWARD_CENTER_DISABLED) return <Missing messageId="reward_center.off" />;
  const text = failureText(error, navigator.onLine);
  return (
    <div className="wl-activity-problem">
      <p role="alert">
        <FailureMessage text={text} />
      </p>
      <p className="wl-activity-problem__actions">
        <button type="button" className="wl-button wl-button--ghost" onClick={onRetry}>
          <FormattedMessage id="retry_once" />
        </button>
        <CarryLink to={PATHS.home} className="wl-button">
          <FormattedMessage id="nav.home" />
        </CarryLink>
      </p>
    </div>
  );
}

/**
 * Renders `children` with the resource's value; a spinner until the first answer, and the problem in
 * place of content when there is none to show.
 */
export const Loaded = observer(function Loaded<T>({ resource, children }: { resource: Resource<T>; children: (value: T) => ReactNode }) {
  const store = useFeature(ActivitiesStore);
  if (resource.value !== undefined && !resource.failed) return <>{children(resource.value)}</>;
  if (!resource.isLoaded || (!resource.failed && resource.value === undefined)) return <Spinner />;
  return <ActivityProblem error={resource.error} onRetry={() => void store.refresh(resource)} />;
}) as <T>(props: { resource: Resource<T>; children: (value: T) => ReactNode }) => ReactNode;

/** The promotion's go button, when the rules of spec section 2 show it to this player. */
export const GoButton = observer(function GoButton({ promotion }: { promotion: Pick<Promotion, 'promotionType' | 'title'> }) {
  const intl = useIntl();
  const go = usePromotionGo(promotion.promotionType);
  if (!go) return null;
  return (
    <button
      type="button"
      className="wl-button wl-activity-go"
      onClick={go}
      aria-label={intl.formatMessage({ id: 'activity.go_to' }, { title: promotion.title })}
    >
      <FormattedMessage id="activity.go" />
    </button>
  );
});

/** Rules from the server, sanitised; a link to an app route stays in the app. */
export function Rules({ html, id }: { html: string; id: string }) {
  const navigate = useCarryNavigate();
  if (!html.trim()) return null;
  return (
    <section className="wl-activity-card" aria-labelledby={id}>
      <h2 id={id} className="wl-activity-card__title">
        <FormattedMessage id="activity.rules" />
      </h2>
      <SafeHtml html={html} onRoute={(to) => navigate(to)} className="wl-activity-rules" />
    </section>
  );
}

/** Tells the player (and assistive technology) what the last action earned. */
export const Earned = observer(function Earned({ prefix, messageId }: { prefix: string; messageId: string }) {
  const { earned } = useFeature(ActivitiesStore);
  const text = earned?.action.startsWith(prefix) ? <FormattedMessage id={messageId} values={{ amount: <Amount value={earned.amount} /> }} /> : null;
  return (
    <p className="wl-activity-earned" role="status">
      {text}
    </p>
  );
});

export const DATE_TIME = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/** The promotion's period in the player's time zone; either end may be open. */
export function PromotionPeriod({ promotion }: { promotion: Pick<Promotion, 'startTime' | 'endTime'> }) {
  const start = promotion.startTime ? <FormattedDate value={promotion.startTime} {...DATE_TIME} /> : undefined;
  const end = promotion.endTime ? <FormattedDate value={promotion.endTime} {...DATE_TIME} /> : undefined;
  if (!start && !end) return null;
  const id = start && end ? 'activity.period_range' : start ? 'activity.period_from' : 'activity.period_until';
  return (
    <p className="wl-activity-period">
      <FormattedMessage id={id} values={{ start, end }} />
    </p>
  );
}

/** A day of the merchant's calendar (YYYY-MM-DD), shown as that day wherever the player is. */
export const MerchantDay = ({ day }: { day: string }) => <FormattedDate value={Date.parse(`${day}T00:00:00Z`)} month="numeric" day="numeric" timeZone="UTC" />;
