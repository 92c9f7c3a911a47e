/** The page for a missing page or a failure, usable without the shop's header data. */
export function ErrorPage({ status, locale = "en-us" }: { status: number; locale?: string }) {
  const notFound = status === 404;
  return (
    <main className="error-page">
      <p className="eyebrow">{notFound ? "Error 404" : `Error ${status}`}</p>
      <h1>{notFound ? "We can't find that page" : "Something went wrong"}</h1>
      <p>
        {notFound
          ? "The page you're looking for has moved, or never existed. Let's get you back on the trail."
          : "We couldn't load this page. Please try again in a moment."}
      </p>
      <a className="button button--primary" href={`/${locale}`}>
        Back to the shop
      </a>
    </main>
  );
}
