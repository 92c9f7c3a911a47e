import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { HeadingLevelContext, useContentScope } from "../block-context";
import { Blocks } from "../Blocks";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { useT } from "../../lib/i18n";
import {
  linkQuery,
  mergeQuery,
  modalPath,
  readModalAnswer,
  type ModalDocument,
} from "./modal-links";
import { useModalLinkClicks, type ModalClick } from "./modal-click";
import modalCss from "./modal-host.css?url";

type ModalState =
  | { status: "closed" }
  | { status: "loading"; modalId: string }
  | { status: "ready"; modalId: string; modal: ModalDocument }
  | { status: "failed"; modalId: string };

/** The open modal: a native modal `<dialog>` (focus kept inside, Escape closes it). */
export function ModalDialog(props: {
  state: Exclude<ModalState, { status: "closed" }>;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}): ReactNode {
  const { state, onClose, returnFocus } = props;
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      const back = returnFocus();
      if (back?.isConnected) back.focus();
    };
  }, [returnFocus]);
  return (
    <dialog
      ref={dialog}
      className="dialog content-modal"
      aria-labelledby={titleId}
      aria-busy={state.status === "loading"}
      data-testid="content-modal"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <BlockStylesheet href={modalCss} />
      <button
        type="button"
        className="dialog__close"
        aria-label={t("blocks.close")}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {state.status === "ready" ? (
        <HeadingLevelContext value={2}>
          <h2 id={titleId} className="content-modal__title">
            {state.modal.title}
          </h2>
          <Blocks blocks={state.modal.blocks} nested />
        </HeadingLevelContext>
      ) : state.status === "loading" ? (
        <p id={titleId} role="status" className="content-modal__status">
          {t("blocks.loading")}
        </p>
      ) : (
        <p id={titleId} role="alert" className="content-modal__status">
          {t("blocks.modalError")}
        </p>
      )}
    </dialog>
  );
}

/**
 * The page's modals (001 §2 "Links and dialogs"). One click listener on the document: a link
 * starting with `#modal-{id}` opens the content service's `modal` document `{id}` of this site
 * in a dialog; a link beginning with `?` and holding `#modal-{id}` first merges its query into
 * the page's (the other parameters stay), then opens it. Each modal is fetched once per page.
 * Render it once per page, inside the page's `ContentScopeContext`.
 */
export function ModalHost(props: { first?: ModalClick | null }): ReactNode {
  const { first = null } = props;
  const scope = useContentScope();
  const [, setSearchParams] = useSearchParams();
  const [state, setState] = useState<ModalState>({ status: "closed" });
  const kept = useRef(new Map<string, ModalDocument>());
  const request = useRef<AbortController | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { siteId, language } = scope;
  // The page the modal opened on: a link inside it that leads to another page closes it.
  // (Its path alone: a `?query#modal` link changes the query and keeps the modal open.)
  const page = scope.path.split("?")[0] ?? scope.path;
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  if (state.status !== "closed" && openedOn !== page) setState({ status: "closed" });

  const open = useCallback(
    (modalId: string) => {
      request.current?.abort();
      setOpenedOn(page);
      const key = `${siteId}|${language}|${modalId}`;
      const modal = kept.current.get(key);
      if (modal) {
        setState({ status: "ready", modalId, modal });
        return;
      }
      const controller = new AbortController();
      request.current = controller;
      setState({ status: "loading", modalId });
      const settle = (next: ModalState) =>
        setState((current) =>
          current.status !== "closed" && current.modalId === modalId ? next : current,
        );
      fetch(modalPath(siteId, modalId, language), {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`status ${response.status}`);
          const answer = readModalAnswer(await response.json());
          if (!answer) throw new Error("the answer is not a modal");
          kept.current.set(key, answer);
          settle({ status: "ready", modalId, modal: answer });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(`modal ${modalId} could not be loaded`, error);
          settle({ status: "failed", modalId });
        });
    },
    [siteId, language, page],
  );

  const follow = useCallback(
    ({ link, href, modalId }: ModalClick) => {
      const query = linkQuery(href);
      if (query)
        setSearchParams((current) => mergeQuery(current, query), { preventScrollReset: true });
      // A modal opened from inside the open one gives the focus back where the first came from.
      if (!link.closest(".content-modal"))
        opener.current = link instanceof HTMLElement ? link : null;
      open(modalId);
    },
    [open, setSearchParams],
  );

  // The click that brought this code (ModalGate), followed once.
  const followed = useRef(false);
  useEffect(() => {
    if (!first || followed.current) return;
    followed.current = true;
    follow(first);
  }, [first, follow]);

  useModalLinkClicks(follow);

  const close = useCallback(() => {
    request.current?.abort();
    setState({ status: "closed" });
  }, []);
  const returnFocus = useCallback(() => {
    const back = opener.current;
    opener.current = null;
    return back;
  }, []);

  if (state.status === "closed") return null;
  return <ModalDialog state={state} onClose={close} returnFocus={returnFocus} />;
}
