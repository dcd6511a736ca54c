<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>LiveState</name>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takeover possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale (last: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: token %2
%3 – %4 UTC (%5)
renewals seen: %6
first read: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free: the last read found nobody holding it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held: a holder&apos;s lease has not expired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At risk: held, but its holder&apos;s renewal was overdue at the latest read; it expires unless renewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expired: expires_at has passed on the server&apos;s clock, so the holder must have stopped renewing. Nobody can acquire it before expires_at + 1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takeover possible: expires_at + 1 s has passed; another holder can acquire it. Not re-read yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale: the latest read failed; showing the last good read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project locks need the project&apos;s service-role key, or a scoped key with the locks.manage scope; anon keys, user access tokens and platform tokens are rejected. Change the key in Profiles (Ctrl+P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not know this service key (401 unauthorized). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scoped key lacks the locks.manage scope (403 missing_scope). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This kind of key may not use project locks (403 %1). </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read yet: waiting for its first read. The first pass reads every watched key once within the polling budget; the status bar shows how far it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Position %1 in the queue of first reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held with fencing token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 key to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already watched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 item rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 items rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 line rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lines rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 key repeated (counted once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys repeated (counted once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add 1 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added 1 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys and lock tokens are kept in memory only, for this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details: %1 (keychain error %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain is available on this system (no Secret Service); </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain was not unlocked (the prompt was dismissed); </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain is locked or unavailable; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain has no saved entry for this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain could not delete the saved entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused access to the saved entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain could not complete the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain is switched off (--no-keychain); </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeText</name>
    <message>
        <source>&lt; 1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimelineSource</name>
    <message>
        <source>Cannot read the recorded reads: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the alerts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the refused requests: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the quota figures: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::AuditLog</name>
    <message>
        <source>Cannot check this console&apos;s rights on the team&apos;s audit log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database user %1 may not write the team&apos;s audit log, so nothing is sent: ask the store&apos;s administrator to GRANT volcano_console TO %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ForceReleaseEvidence</name>
    <message>
        <source>a force release will not stop it — the protected resource must check fencing tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fencing token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, seen holding it for at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last renewal seen %1 ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no renewal seen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; renews about every %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; cadence not known yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (TTL at least %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read yet: no evidence about the holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last read shows the lock free: nothing to release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its lease expired without a renewal seen: the holder looks dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no renewal seen yet: the reads cannot tell whether the holder is alive; if it is, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no renewal seen for %1, past its cadence of %2: the holder looks dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renewed %1 ago: the holder looks alive; %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ForceReleaseRecovery</name>
    <message>
        <source>a force release of %1 at %2 has no recorded outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; reading it now failed (%2): read it again before acting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; it is free now. Recorded in the audit log as outcome unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the same holder (fencing token %2) still holds it, so it most likely did not take effect. Recorded in the audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; it is held now by fencing token %2, a newer holder. Recorded in the audit log as outcome unknown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::LockHistory</name>
    <message>
        <source>Cannot write %1 fencing-token observations: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1 fencing-token observations; none of them was kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ReadLog</name>
    <message>
        <source>Cannot record reads for the timeline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot prune old reads: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot prune old quota figures: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::SingleRequestExchange</name>
    <message>
        <source>the connection closed before an answer arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS handshake failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within the transfer timeout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::StoreLocation</name>
    <message>
        <source>The store is empty: give a postgresql:// URL or an SQLite file path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown store URL scheme in &apos;%1&apos;: use postgresql:// or an SQLite file path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store URL is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store URL names no host: postgresql://host/database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store URL names no database: postgresql://host/database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown store URL parameter &apos;%1&apos; (known: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown sslmode &apos;%1&apos; (one of %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store URL parameter &apos;%1&apos; may not contain &apos;;&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::TeamStore</name>
    <message>
        <source>Cannot write to the team store: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write to the team store (nothing was written): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record the recorder&apos;s role: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot prune old observations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot prune old refused requests: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read observations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the quota figures: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the recorders: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::TeamWatchlist</name>
    <message>
        <source>Cannot read the team watchlist: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot change the team watchlist: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot change the team watchlist (nothing was changed): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::alerts::AlertStore</name>
    <message>
        <source>Cannot write alerts to the store: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write alerts to the store (nothing was written): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read alerts from the store: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the webhook queue: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the webhook deliveries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the team&apos;s alert rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s alert rules in the store are not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the team&apos;s alert rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::alerts::WebhookSender</name>
    <message>
        <source>no webhook with this URL is in the rules now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::readbudget</name>
    <message>
        <source>budget spent until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys and no reads left in the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys at %2 reads a minute: each key about every %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takeover check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow-up after a change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none by this console (not polling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when the spare budget reaches it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1: this minute&apos;s budget is spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server clock in step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server clock %1%2 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::AddKeyDialog</name>
    <message>
        <source>Add Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. billing:invoice-run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1–128 characters: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;:&apos; and &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already watched</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertDelivery</name>
    <message>
        <source>The alert webhook %1 did not take alert %2 (%3); retrying in %4 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertListModel</name>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fired / Resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIRING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fired %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The condition began at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fired at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolved at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This alert concerns the whole project, not one key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click or press Enter to show this key in the watchlist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertMonitor</name>
    <message>
        <source>Alert resolved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertRuleForm</name>
    <message>
        <source>A key has had no holder (free, or its lease ran out without a new holder) for the given time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A held key&apos;s renewal, as its cadence promised, is late by the given time (0: 1 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One holder (one fencing token) has held a key for the given time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key changed holders more than the given number of times within the given time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A read showed a fencing token lower than one seen before; stays active for the given time after (0: 60 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project used more than the given share of its request quota in a minute, or was refused with 429.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every answer of the lock API has been a 503 for the given time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No holder for (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late by (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held longer than (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stays active for (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unavailable for (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold-down seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear-down seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leader missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys glob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every key (or a glob: jobs:*, shard-?, [ab]*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent of the quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free text; &quot;page&quot; notifies as critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds the condition must hold before the alert fires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds the condition must be false before the alert resolves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K&amp;eys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder &amp;changes (more than)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Percent of quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hold-down (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear-down (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertRulesDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate the selected rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import rules from a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the rules to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Alert Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule files (*.json *.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Alert Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON rule files (*.json);;YAML rule files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the rules as a rule file (also for volcano-lock-recorder --rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(project)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertsPanel</name>
    <message>
        <source>Show Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the alert&apos;s key in the watchlist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the alert on the timeline, to write its incident report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alert&apos;s key around the alert on the Timeline tab; the incident report is written from there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the alert rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alert rule file was not loaded; the rules before stay in force: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alert rules yet. A rule says what to be told about: a key without a holder, a renewal that is late, a job holding its lock too long, the quota nearly spent. Add rules with Alert Rules… (here or in the View menu), or write them to the rule file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts: the rule in force has not fired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts: none of the %1 rules in force has fired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 firing · %2 resolved · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::AuditLogModel</name>
    <message>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outcome of #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intent #%1 → outcome #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intent #%1: no outcome recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::AuditLogView</name>
    <message>
        <source>This profile only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only entries of profile &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Audit Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::CapacityChartView</name>
    <message>
        <source>max holders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this plan (fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this plan (over budget)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::CapacityPlannerView</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> % of TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holders renew this far into each lease; 33 % is ttl/3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often each contender retries acquire on a held lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> /min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console&apos;s polling budget (the toolbar&apos;s, unless changed here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept free below the limit for bursts and retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contenders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contender retry every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console polling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests a minute against the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renewals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contender acquires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max holders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holders alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst-case takeover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 per holder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %); usable with headroom: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; beside the contenders and polling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at 100 % of the limit, %2 at 80 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 after the last renewal (TTL + 1 s grace); %2 until a contender has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#2e7d32&apos;&gt;&lt;b&gt;Fits.&lt;/b&gt;&lt;/span&gt; %1 holders leave %2 requests a minute of the usable budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;Over budget&lt;/b&gt;&lt;/span&gt; by %1 requests a minute: renewals will meet 429s and leases will be lost. Use at most %2 holders, or a longer TTL.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ColumnChooser</name>
    <message>
        <source>Show “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ConsoleActions</name>
    <message>
        <source>&amp;Add Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch one more lock key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch many keys at once: one per line, previewed before adding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the keys listed in a text or JSON file, previewed before adding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the watched keys to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop watching the selected keys (the locks are not touched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read every watched key now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Force Release…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the selected lock whatever holds it, after confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notify on Handover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notify when the selected locks change hands or become free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only keys containing some text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Profiles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manage connection profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Audit Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every mutating action taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;quest Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every request sent, with its X-Volcano-Request-Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take Test Lease…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold a lease by hand on the selected (or any) key, with auto-renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test Leases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test leases this console holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s request quota: this minute and the last hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity P&amp;lanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many lock holders a TTL allows under the quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;imeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who held which lock when; the incident report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the watch rules say: the alerts firing and those resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert &amp;Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the watch rules: what to be told about, and when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock &amp;Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the lock detail panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;bout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Volcano Lock Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test Lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ConsoleApp</name>
    <message>
        <source>team store %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this console (profile %1), %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s alerts cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No connection profile yet: add one in Profiles (Ctrl+P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alert rules were not loaded; the rules before stay in force: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console stopped unexpectedly last time (%1). Its report, which holds no keys or tokens, is at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo sandbox (this machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the demo profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome! This is the built-in demo sandbox with simulated workers, so you can see live locks right away. To watch your own project, add a profile in Profiles (Ctrl+P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile “%1” cannot read locks yet: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded sandbox did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No service key is held for &quot;%1&quot;: watching through the team store needs none, but force release and test leases do (Profiles, Ctrl+P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain has no saved key for the profile &quot;%1&quot;: enter it in Profiles (Ctrl+P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key is held for the profile &quot;%1&quot; (keys are kept in memory only, for this session): enter it in Profiles (Ctrl+P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the team store password: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the service key. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ConsoleNotices</name>
    <message>
        <source>&lt;b&gt;Read-only profile.&lt;/b&gt; Force release and test leases are disabled here; the console only reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Unfinished force release.&lt;/b&gt; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; reading it now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The team store cannot be reached,&lt;/b&gt; so this console polls by itself and spends its own reads: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop polling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poll myself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the watched locks with this console&apos;s own budget until a recorder writes again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Showing stale data from %1.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No data yet.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads are failing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads are failing: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lock is never shown as free on a failed read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ConsoleStatusBar</name>
    <message>
        <source>Keys: OS keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service keys are kept in the Secret Service keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: memory only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: memory only (no keyring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force release and test leases are disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain: not used yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service keys of your profiles go to the OS keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected %1: no keys watched yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read locks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team mode: locks are read by the leading recorder and shared through the team store; watching costs this console no reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads: %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · quota %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · paused (429) until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads sent this UTC minute out of the console&apos;s budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads of the last minute by why the planner chose them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each key read about every %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No reads left for %n key(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Stale: data from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live: last read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts firing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 alert firing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 alerts firing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Alerts panel (Ctrl+Shift+A) lists them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::CopyTableView</name>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::FencingChartView</name>
    <message>
        <source>holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takeover after expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>freed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anomaly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fencing token seen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holders in fencing-token order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::FirstPassProgress</name>
    <message>
        <source>First pass: %1 of %2 keys read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · about %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · time left unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every watched key is read once before the console knows its state; keys not read yet say &quot;not read yet&quot;. The time left is an estimate: %1 keys left at about %2 reads a minute (the polling budget, less what test-lease renewals, the selected key and takeover reads need). Keys matching the filter and the selected keys are read first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ForceReleaseDialog</name>
    <message>
        <source>Force Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as CLI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force release %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Force release breaks mutual exclusion&lt;/b&gt; unless the protected resource checks fencing tokens. The current holder keeps working until its next renewal fails; only a resource that rejects writes carrying a lower fencing token than the highest it has seen keeps the displaced holder from doing damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What the console&apos;s reads show of the holder&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same force release as a volcano-lockctl command; the service key stays in $VOLCANO_SERVICE_KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same force release as one curl request; the service key stays in $VOLCANO_SERVICE_KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the key to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. INC-4211: worker host lost, lease stuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason for the force release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason (required):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the &amp;key to confirm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When this dialog read it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The holder changed while this dialog was open (fencing token %1 → %2). I have seen the new holder and still want to force-release it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the audit log with this force release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required: at least %1 words or %2 characters, e.g. the incident or ticket and why the holder is dead. It is kept in the audit log, so whoever reviews this force release knows why mutual exclusion was broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on the watchlist: add it to follow its renewals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;free&lt;/b&gt; — nothing to release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;held&lt;/b&gt;, fencing token &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires_at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (in %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (expired; in takeover grace or renewed since)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the lock…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A new holder took the lock.&lt;/b&gt; Force Release stays disabled until you confirm below that you have seen it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a reason and type the key below to enable Force Release. It re-reads the lock just before sending and stops if the fencing token changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lock is free: there is nothing to release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lock could not be read; nothing will be sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-reading just before sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stopped.&lt;/b&gt; Re-read to see the current holder before trying again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded in the audit log; sending the force release (one request, never re-sent)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent. Reading the lock again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Failed.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ForceReleaseProcedure</name>
    <message>
        <source>The profile &quot;%1&quot; is read-only: force release is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the lock: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the re-read just before sending failed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lock changed since this dialog read it: it was %1, it is now %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit intent could not be stored, and a force release is not sent without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server accepted the force release (204), but the follow-up read failed, so the lock&apos;s state now is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released: the lock is free now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released. Another holder has already acquired it: fencing token %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered 204, but the lock is still held with the same fencing token %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outcome unknown: the request was sent once and no answer came back (%1); it was not sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within the timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection closed before an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The force release failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The follow-up read failed too: the lock&apos;s state is unknown; read it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The follow-up read shows the lock free now, so the release most likely took effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The follow-up read shows a new holder: fencing token %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The follow-up read shows the same holder still holding it (fencing token %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped, nothing was sent: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ImportKeysDialog</name>
    <message>
        <source>Import Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::KeyListDialog</name>
    <message>
        <source>Keys to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys already watched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Will be added (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already &amp;watched (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rejected, not added (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::LockDetailPanel</name>
    <message>
        <source>Force Release…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Force release this lock (Ctrl+Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takeover at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fencing token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen this session, as in the table: handovers (the token rose between two reads that both saw the lock held) and acquisitions after the lock was seen free. The history of earlier sessions is counted separately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anomalies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last good read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renewals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inferred from reads: expires_at moved forward while the fencing token stayed. Reads are samples, so the holder renews at least this often and its TTL is at least this long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the console reads this key next, within its read budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires_at + 1 s: the earliest instant another holder can acquire the lock (server clock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takeover (expired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this lock&apos;s force release as a command; the service key stays in $VOLCANO_SERVICE_KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as CLI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n — fencing token went backwards</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired; takeover in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired; takeover possible (not re-read yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (last holder&apos;s: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 this session (%2, %3 after a free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 handover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 handovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 in history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::LockEventNotifier</name>
    <message>
        <source>%1 changed hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fencing token %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was acquired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new holder took the free lock: fencing token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The holder with fencing token %1 is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: fencing token went backwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saw %1 after %2 — the server broke the fencing contract</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::LockHistoryModel</name>
    <message>
        <source>The fencing token went backwards: the server reused or lowered a token, which the contract forbids. Investigate before trusting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fencing token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires at (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>handover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takeover (expired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force-released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous token: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token rose between two reads that both saw the lock held: at least one change of holder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lock was seen free after being held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous lease ended before its expires_at: its holder released it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous lease had run out (expires_at passed) with no sign of an earlier release: its holder most likely stopped renewing (a crash).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console force-released it (see the audit log).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::MainWindow</name>
    <message>
        <source>Volcano Lock Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REASON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Releasing test leases…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test Leases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Volcano Lock Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts (%1 firing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules were not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Volcano Lock Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volcano Lock Console %1

An operator console for Volcano project locks: who holds a lock and until when, how fencing tokens move, and a safe force release.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::PasteKeysDialog</name>
    <message>
        <source>Paste Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys to paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One key per line; &apos;#&apos; starts a comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys to watch, one per line:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::PollingBudgetBox</name>
    <message>
        <source> reads/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads a minute the console may spend polling, out of the project&apos;s 600-request quota that it shares with the workers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ProfileChooser</name>
    <message>
        <source>%1 (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::ProfilesDialog</name>
    <message>
        <source>Read-only (production-safe): no force release, no test leases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use This Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. payments-prod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave empty to keep the stored key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the OS keychain, never in settings or logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Project label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: PEM file of a private CA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trusted on top of the system trust store, for a server whose certificate a private CA signed. TLS errors are never ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;CA file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: postgresql://you@db.example.com/locks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team mode: read what the team&apos;s recorder writes to this store instead of polling (docs/team-mode.md). Empty: solo mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave empty to keep the stored password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Team store:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storing the key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No service key is stored for this profile: type it in the Service key field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: the server answered and accepted the key (read %1 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded sandbox is started and keyed by the console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the profile &quot;%1&quot; and its stored service key? Its watchlist and history stay in the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded sandbox runs on this machine; the console starts it and generates its key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is kept in the OS keychain, never in settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key stored in the OS keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the key again after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not store the key. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::QuotaChartView</name>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>429</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests / min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::QuotaPanel</name>
    <message>
        <source>This minute:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>console %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resets in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c62828&apos;&gt;429: blocked until %1&lt;/b&gt; · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · the server does not report project-wide use; counting this console&apos;s requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console this minute: %1 read · %2 acquire · %3 renew · %4 release · %5 force release</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::RequestLogModel</name>
    <message>
        <source>Sent (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X-Volcano-Request-Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::RequestLogView</name>
    <message>
        <source>Follow new requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by path, code or request id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 request kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::TeamMode</name>
    <message>
        <source>No recorder is leading for this team store, so nothing new arrives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorder %1 has written nothing for %2 s: what you see may be out of date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team store unreachable; reconnecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team store · no recorder leading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no observation yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last observation %1 s ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team store · recorder %1 leads · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::TestLeaseManager</name>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain has no saved lock token for this lease (a locked keychain answers the same way).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: choose a profile first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile is read-only: test leases are disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already hold a test lease on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left held on the server, to be resumed at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer to the release in time; the lease expires on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed, but the saved lease had lapsed: this is a new acquisition (fencing token %1, was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed the same acquisition after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not resume: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not acquired: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last read saw it held (fencing token %1) until %2; it can be taken from %3 unless the holder renews.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test lease lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lease cannot be resumed after a restart. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain did not keep the lock token, so this lease cannot be resumed after a restart. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the lease for a resume (database error).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming: reading the lock token from the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume: the stored lock token is not valid (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming with the saved lock token…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume the lease. %1 Dismiss the row to forget it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::TestLeaseModel</name>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquiring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held, at 90-day cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held, no renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>releasing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not acquired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resuming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left for resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (capped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until expires_at on the server&apos;s clock (corrected by the estimated offset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When this console stops trusting the lease: send time of the last good request + TTL, on the monotonic clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The acquisition&apos;s 90-day deadline, %1: renewals stop extending the lease there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Successful renewals of this lease and when the last one was sent. Renewals are counted here, not written to the audit log; acquire, release and loss are audited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew automatically; without it the lease ends at its local deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available: without a keychain the lock token can only be kept in memory, so the lease cannot be resumed after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the lock token in the OS keychain and take the lease up again when the console restarts. Your desktop may ask you to unlock the keychain when the token is stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lease&apos;s secret: copy it to act as this holder elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, last %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fencing token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renewals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next renewal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90-day deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::TestLeasePanel</name>
    <message>
        <source>Keep the lock token in the OS keychain and take the lease up again when the console restarts. The token is stored when the lease is acquired; if the keychain is locked, your desktop asks you to unlock it then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-renew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume after restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Lock Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Fencing Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only profile:&lt;/b&gt; test leases are disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock key, e.g. jobs:nightly-report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lease TTL: %1 s to 90 days (%2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> % of TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew this far into each lease (33 % = every ttl/3); never later than 1 s before expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew the held lease now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release the lease now (the console also releases open test leases when it quits, except those kept for a resume)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a finished row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available: %1 Without the keychain a test lease cannot be resumed after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Resume after restart:&lt;/b&gt; once the lease is acquired, its lock token is stored in the OS keychain (never in a file). If the keychain is locked, your desktop asks you to unlock it then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Test lease on %1 lost at %2.&lt;/b&gt; %3 Stop any work this lease protects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::TimelinePanel</name>
    <message>
        <source>Last 15 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 6 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watched keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys the Locks tab shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys selected in the Locks tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every key read in the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which keys get a lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of a key (any case), or a pattern with * and ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the timeline&apos;s keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the history again (F5 in the view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (+, or Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole range (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the view as PNG or SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export events…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the events as CSV or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write incident report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report of the range shown: Markdown, HTML or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n key(s), %1 events, from %2 to %3 UTC. Source: %4.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was recorded before %1 UTC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key matches the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key is watched: add keys in the Locks tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Locks tab shows no key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select keys in the Locks tab to see them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key was read in this range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held, then expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>force-released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hatched: not seen (no read covers it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaded: 429</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>503</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quota above threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ticks: renewals seen; triangles: force releases, anomalies, alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export timeline image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export timeline events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write incident report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html);;Markdown (*.md);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::TimelineView</name>
    <message>
        <source>Lock timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One lane per key. Ctrl+wheel or plus and minus zoom, drag or Left and Right pan, Home shows the whole range, Enter opens the current key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(project)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 reads in the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not seen %2 – %3 UTC (no read covers this)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::WatchTableModel</name>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fencing token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holder changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left until expires_at, on the server&apos;s clock as estimated from the console&apos;s clock offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes of holder seen this session: a fencing token that rose between two reads that both saw the lock held counts as one handover (at least one), a lock seen free and then held again as one acquisition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expiring within 15 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At risk or expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed in the last 5 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last good read: %1 (it said %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest read failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires_at: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last holder&apos;s fencing token: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renewals: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anomalies: %1 (the fencing token went backwards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notifies when it changes hands or frees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last request id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::WatchTableView</name>
    <message>
        <source>No keys watched yet.
Add one with Add (Ctrl+N), paste a list with Paste, or import a file from the Keys menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No watched key matches the filters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::WatchlistActions</name>
    <message>
        <source>Import Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key lists (*.txt *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text (*.txt);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop watching %1? The lock itself is not touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stop watching %n keys? The locks themselves are not touched.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Remove Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter keys (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the keys in a condition</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>volcano::ui::renewaltext</name>
    <message>
        <source>%n seen, latest at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every %1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTL ≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next renewal overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none seen yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
