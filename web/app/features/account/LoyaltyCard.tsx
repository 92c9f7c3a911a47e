import {
  formatMoney,
  type ConsumerProfileView,
  type Currency,
  type LoyaltyVouchers,
  type WelcomePromo,
} from "@ridgeline/contract";
import { Form } from "react-router";
import { formErrorText } from "../../lib/form-errors";
import { percentText } from "../../lib/format";
import { useT } from "../../lib/i18n";
import type { AccountProblem } from "../auth";

interface Props {
  profile: ConsumerProfileView;
  vouchers: LoyaltyVouchers | null;
  /** The unused welcome promo, with its end date as the page's language writes it. */
  welcome: (WelcomePromo & { until: string }) | null;
  locale: string;
  /** Joining refused. */
  problem: AccountProblem | null;
  busy: boolean;
}

/**
 * The account's loyalty card: a member's points, member id, voucher on offer and welcome promo;
 * anyone else is offered to join.
 */
export function LoyaltyCard({ profile, vouchers, welcome, locale, problem, busy }: Props) {
  const t = useT();
  const offered = vouchers?.offeredLoyaltyVoucher ?? null;
  const money = (amount: number) =>
    formatMoney(amount, (vouchers?.currency ?? "USD") as Currency, locale);
  return (
    <div className="loyalty-card" data-testid="loyalty-card">
      <h2>{t("loyalty.title")}</h2>
      {profile.isLoyaltyMember ? (
        <>
          <dl className="loyalty-card__figures">
            <div>
              <dt>{t("loyalty.points")}</dt>
              <dd data-testid="loyalty-points">
                {(profile.loyaltySummary?.points.balance ?? 0).toLocaleString(locale)}
              </dd>
            </div>
            <div>
              <dt>{t("loyalty.memberId")}</dt>
              <dd data-testid="loyalty-member-id">{profile.memberId}</dd>
            </div>
          </dl>
          <p data-testid="loyalty-voucher">
            {offered
              ? t("loyalty.voucherOffered", {
                  amount: money(offered.amountInCurrency),
                  points: offered.points.toLocaleString(locale),
                })
              : t("loyalty.noVoucher", {
                  points: (vouchers?.applicableLoyaltyVouchers[0]?.points ?? 100).toLocaleString(
                    locale,
                  ),
                })}
          </p>
          {welcome ? (
            <p className="loyalty-card__promo" data-testid="loyalty-welcome">
              {t("loyalty.welcomePromo", {
                percent: percentText(welcome.discountPercentage, locale),
                date: welcome.until,
              })}{" "}
              <strong>{welcome.promoCode}</strong>
            </p>
          ) : null}
        </>
      ) : (
        <Form method="post" className="loyalty-card__join">
          <p>{t("loyalty.pitch")}</p>
          {problem ? (
            <p className="notice field-error" role="alert" data-testid="loyalty-error">
              {formErrorText(t, "loyalty", {
                errorId: problem.errorId,
                field: problem.field ?? undefined,
              })}
            </p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="join"
            className="button button--primary"
            disabled={busy}
          >
            {t("loyalty.join")}
          </button>
        </Form>
      )}
    </div>
  );
}
