import { dateTimeFormat } from "@ridgeline/contract";
import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useFetcher } from "react-router";
import { HeadingLevelContext, useContentScope, useHeadingLevel } from "../block-context";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Heading } from "../shared/Heading";
import { RichText } from "../shared/RichText";
import { background } from "../shared/block-style";
import { readAnswer } from "../newsletter-form/newsletter-logic";
import { AuthDialog, loadAuthDialog, type AuthView } from "../../features/auth";
import { useT } from "../../lib/i18n";
import { usePersonal } from "../../lib/personal";
import { useHydrated } from "../../lib/use-hydrated";
import { EventJoinForm, type EventShopper } from "./EventJoinForm";
import { accountLinks, eventStep, pagePath } from "./event-signup-logic";
import eventCss from "./event-signup.css?url";

/**
 * Step 1 (001 §4): sign in or create an account. With JavaScript each opens the store's sign-in
 * dialog on its form (the dialog switches between the two); without, they are links to the
 * sign-in and sign-up pages, which come back here.
 */
function AccountStep(props: { locale: string; path: string }): ReactNode {
  const t = useT();
  const hydrated = useHydrated();
  const [view, setView] = useState<AuthView | null>(null);
  const [session, setSession] = useState(0);
  const links = accountLinks(props.locale, props.path);
  const preload = useCallback(() => void loadAuthDialog(), []);
  const open = (which: "signIn" | "signUp") => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setSession((count) => count + 1);
    setView(which);
  };
  const hooks = (which: "signIn" | "signUp") =>
    hydrated
      ? {
          onClick: open(which),
          onPointerEnter: preload,
          onFocus: preload,
          "aria-haspopup": "dialog" as const,
        }
      : {};
  return (
    <div className="content-event__account">
      <p>{t("blocks.eventAccountIntro")}</p>
      <div className="content-event__actions">
        <a href={links.signIn} className="button button--primary" {...hooks("signIn")}>
          {t("blocks.signIn")}
        </a>
        <a href={links.signUp} className="button button--secondary" {...hooks("signUp")}>
          {t("blocks.createAccount")}
        </a>
      </div>
      {session > 0 ? (
        <Suspense fallback={null}>
          <AuthDialog locale={props.locale} view={view} onView={setView} session={session} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** After the registration (001 §4): the document's confirmation, focused, with a close button. */
function Confirmation(props: {
  title: string;
  subtitle: string | undefined;
  onClose: () => void;
}): ReactNode {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const level = useHeadingLevel();
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div ref={box} className="content-event__confirmation" role="status" tabIndex={-1}>
      <HeadingLevelContext value={level + 1}>
        <Heading className="content-event__confirmation-title" text={props.title} />
      </HeadingLevelContext>
      {props.subtitle ? <p>{props.subtitle}</p> : null}
      <button type="button" className="button button--secondary" onClick={props.onClose}>
        {t("blocks.close")}
      </button>
    </div>
  );
}

/**
 * The event signup (001 §4 "Event signup"): the event's title, dates and text, then step 1 (sign
 * in or create an account) until the shopper is signed in, step 2 (join the event) once they
 * are, and the confirmation after a registration. Closing the confirmation closes the dialog
 * the signup is in, if any, and leaves the event's text with a line saying the shopper is
 * registered.
 */
export function EventSignup({ block }: BlockProps<"eventSignup">): ReactNode {
  const t = useT();
  const scope = useContentScope();
  const shopper = usePersonal() as EventShopper | null;
  const fetcher = useFetcher({ key: `event-${block.id}-${useId()}` });
  const root = useRef<HTMLElement>(null);
  const answer = readAnswer(fetcher.data);
  const [closed, setClosed] = useState(false);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const step = eventStep({
    signedIn: shopper?.signedIn ?? null,
    registered: answer?.kind === "done",
    closed,
  });
  const long = dateTimeFormat(scope.locale, { dateStyle: "long", timeZone: "UTC" });
  const day = (value: string) => long.format(new Date(`${value}T00:00:00Z`));
  const dates =
    block.startDate === block.endDate
      ? day(block.startDate)
      : `${day(block.startDate)} – ${day(block.endDate)}`;
  const close = () => {
    setClosed(true);
    const dialog = root.current?.closest("dialog");
    if (dialog?.open) dialog.close();
  };
  return (
    <section ref={root} className="content-event" style={background(block.backgroundColor)}>
      <BlockStylesheet href={eventCss} />
      <Heading
        className="content-event__title"
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
      />
      <p className="content-event__dates">{dates}</p>
      {step === "confirmed" ? null : <RichText html={block.richText} />}
      {step === "closed" ? (
        <p className="content-event__registered" role="status">
          {t("blocks.eventRegistered")}
        </p>
      ) : null}
      {step === "account" ? (
        <AccountStep locale={scope.locale} path={pagePath(scope.path, scope.locale)} />
      ) : null}
      {step === "join" ? (
        <EventJoinForm
          block={block}
          locale={scope.locale}
          shopper={shopper}
          fetcher={fetcher}
          problem={answer?.kind === "problem" && fetcher.data !== dismissed ? answer : null}
          onDismiss={() => setDismissed(fetcher.data)}
        />
      ) : null}
      {step === "confirmed" ? (
        <Confirmation
          title={block.confirmationTitle}
          subtitle={block.confirmationSubtitle}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
