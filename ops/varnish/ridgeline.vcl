#
# Ridgeline behind Varnish (docs/operations.md, "A reverse proxy in front (Varnish)").
#
# Varnish 7.1 with Debian's varnish-modules (xkey). What the store's answers promise:
# - a shared page: `Cache-Control: public, max-age=0, s-maxage=<ttl>, stale-while-revalidate=<swr>`,
#   `xkey: <tags>`, maybe `Vary: x-rl-d-<decision>…`, an ETag and never a Set-Cookie;
# - a personal page: `Cache-Control: private, no-store` (it may set cookies).
# Varnish stores only the first kind, splits it by the decisions this file derives from cookies,
# and drops what the server purges by tag.
#
# Edit for a site: the backend below and the purgers ACL. scripts/with-varnish.mjs rewrites both
# for the tests (the lines `.host`, `.port` of `backend default` and the body of `acl purgers`).
#
vcl 4.1;

import cookie;
import xkey;

backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 10s;
}

# Who may send `PURGE` (the store's server processes): loopback only until you add their addresses.
acl purgers {
    "127.0.0.0"/8;
    "::1";
}

sub vcl_recv {
    # Purge by surrogate key: `PURGE /` with `xkey-purge: <space-separated tags>`.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header required"));
        }
        # Soft purge: the object expires now but stays in grace (the page's own
        # stale-while-revalidate), so the next request is answered at once and refreshes it
        # in the background (see docs/operations.md for why not a hard purge).
        set req.http.xkey-purged = xkey.softpurge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }

    # Writes, and every method but GET and HEAD, go straight to the store.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # The REST API (contract/src/request-context.ts, API_PREFIXES), the payment provider's
    # pages, the developer pages, the content editor's calls and preview-mode content (an
    # editor's drafts) and the health checks are never cached here. Publish-mode content
    # (`/publish/caas/…`) is kept by its own Cache-Control and ETag.
    if (req.url ~ "^/(token|cart|consumers-v3|products|wishlists|stores|fapi|provider|dev|editor|preview)(/|\?|$)" ||
        req.url ~ "^/(healthz|readyz)(\?|$)") {
        return (pass);
    }

    if (req.http.Authorization) {
        return (pass);
    }

    # HTTP/1.1 requires a Host; the cache key uses it in lower case.
    if (!req.http.host && req.proto == "HTTP/1.1") {
        return (synth(400));
    }
    if (req.http.host ~ "[[:upper:]]") {
        set req.http.host = req.http.host.lower();
    }

    # Decisions: what changes a shared page for a group of shoppers, copied from cookies into
    # `x-rl-d-<name>` so the store's `Vary: x-rl-d-<name>` splits the cache by exactly the
    # decisions a page used. A client's own x-rl-d-* headers are thrown away first: only the
    # cookies the store renders from may choose the variant. Adding a decision here is a
    # change in step with the server (and with the known list in vcl_backend_response).
    unset req.http.x-rl-d-store;
    unset req.http.x-rl-d-consent;
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        # The chosen store (`cookieName("store", secure)` in contract/src/request-context.ts).
        if (cookie.isset("__Host-rl_store")) {
            set req.http.x-rl-d-store = cookie.get("__Host-rl_store");
        } elsif (cookie.isset("rl_store")) {
            set req.http.x-rl-d-store = cookie.get("rl_store");
        }
        # Consent: only the `groups=` part of OneTrust's cookie (its other fields carry dates).
        if (cookie.get("OptanonConsent") ~ "(^|&)groups=") {
            set req.http.x-rl-d-consent =
                regsub(cookie.get("OptanonConsent"), "^(.*&)?groups=([^&]*).*$", "\2");
        }
    }

    # Looked up even with cookies (session tokens and the like): a shared page does not depend
    # on them, and the store marks anything else private. On a miss the request goes to the
    # store with its cookies. The built-in VCL would pass every request with a cookie.
    return (hash);
}

sub vcl_backend_response {
    # A passed request (API, writes): nothing to store.
    if (bereq.uncacheable) {
        return (deliver);
    }

    # A background refresh that failed keeps the stale object instead of replacing it.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }

    # Only what the store marks as shared is stored: `public` with a lifetime (s-maxage), no
    # private/no-store/no-cache, no Set-Cookie, and a Vary naming only decisions this file
    # derives (a decision it does not know would be missing from every request, so all its
    # groups would share the first one's page). Anything else is a short hit-for-miss: the next
    # requests for the URL go to the store side by side instead of queueing behind one fetch,
    # and a later shared answer for the same URL is stored as usual. The built-in VCL keeps a
    # hit-for-miss 120 s; 5 s is enough to stop the queueing and costs one queued fetch every
    # 5 s on a personal URL.
    if (beresp.http.Set-Cookie ||
        beresp.http.Cache-Control !~ "(?i)(^|[\s,])public([\s,]|$)" ||
        beresp.http.Cache-Control ~ "(?i)(^|[\s,])(private|no-store|no-cache)([\s,=]|$)" ||
        beresp.http.Vary == "*" ||
        beresp.http.Vary ~ "(?i)(^|[\s,])cookie([\s,]|$)" ||
        regsuball(beresp.http.Vary, "(?i)x-rl-d-(store|consent)([\s,]|$)", "") ~ "(?i)x-rl-d-" ||
        beresp.ttl <= 0s) {
        set beresp.ttl = 5s;
        set beresp.grace = 0s;
        set beresp.keep = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }

    # Stored: Varnish takes the TTL from s-maxage and the grace from stale-while-revalidate.
    return (deliver);
}

sub vcl_deliver {
    # The tags are for this cache only.
    unset resp.http.xkey;

    # A shared cache in front of this one would not derive the decision headers and would mix
    # the variants: pages split by a decision are for the browser only from here on.
    if (resp.http.Vary ~ "(?i)x-rl-d-") {
        set resp.http.Cache-Control = "private, max-age=0";
    }

    # For checks (docs/operations.md): hit, miss, or pass (not stored).
    if (obj.uncacheable) {
        set resp.http.x-cache = "pass";
    } elsif (obj.hits > 0) {
        set resp.http.x-cache = "hit";
    } else {
        set resp.http.x-cache = "miss";
    }
}

sub vcl_synth {
    # The purge's answer says how many objects carried the tags.
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.xkey-purged = req.http.xkey-purged;
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = req.http.xkey-purged + " purged" + {"
"};
        return (deliver);
    }
}
