<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>LiveState</name>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>held</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>at risk</source>
        <translation>gefährdet</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>takeover possible</source>
        <translation>Übernahme möglich</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>stale (last: %1)</source>
        <translation>veraltet (zuletzt: %1)</translation>
    </message>
    <message>
        <source>more than 10 s left</source>
        <translation>mehr als 10 s übrig</translation>
    </message>
    <message>
        <source>10 s or less left</source>
        <translation>10 s oder weniger übrig</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: token %2
%3 – %4 UTC (%5)
renewals seen: %6
first read: %7</source>
        <translation>%1: Token %2
%3 – %4 UTC (%5)
Verlängerungen gesehen: %6
erste Abfrage: %7</translation>
    </message>
    <message>
        <source>Free: the last read found nobody holding it.</source>
        <translation>Frei: Die letzte Abfrage fand keinen Inhaber.</translation>
    </message>
    <message>
        <source>Held: a holder&apos;s lease has not expired.</source>
        <translation>Gehalten: Die Lease eines Inhabers ist nicht abgelaufen.</translation>
    </message>
    <message>
        <source>At risk: held, but its holder&apos;s renewal was overdue at the latest read; it expires unless renewed.</source>
        <translation>Gefährdet: gehalten, aber die Verlängerung des Inhabers war bei der letzten Abfrage überfällig; ohne Verlängerung läuft die Lease ab.</translation>
    </message>
    <message>
        <source>Expired: expires_at has passed on the server&apos;s clock, so the holder must have stopped renewing. Nobody can acquire it before expires_at + 1 s.</source>
        <translation>Abgelaufen: expires_at ist auf der Uhr des Servers überschritten, der Inhaber hat also aufgehört zu verlängern. Niemand kann den Lock vor expires_at + 1 s erwerben.</translation>
    </message>
    <message>
        <source>Takeover possible: expires_at + 1 s has passed; another holder can acquire it. Not re-read yet.</source>
        <translation>Übernahme möglich: expires_at + 1 s ist überschritten; ein anderer Inhaber kann den Lock erwerben. Noch nicht erneut abgefragt.</translation>
    </message>
    <message>
        <source>Stale: the latest read failed; showing the last good read.</source>
        <translation>Veraltet: Die letzte Abfrage ist fehlgeschlagen; angezeigt wird die letzte gute Abfrage.</translation>
    </message>
    <message>
        <source>Project locks need the project&apos;s service-role key, or a scoped key with the locks.manage scope; anon keys, user access tokens and platform tokens are rejected. Change the key in Profiles (Ctrl+P).</source>
        <translation>Projekt-Locks benötigen den service-role-Schlüssel des Projekts oder einen eingeschränkten Schlüssel mit dem Scope locks.manage; anon-Schlüssel, Benutzer-Zugriffstokens und Plattform-Tokens werden abgelehnt. Ändern Sie den Schlüssel unter Profile (Strg+P).</translation>
    </message>
    <message>
        <source>The server does not know this service key (401 unauthorized). </source>
        <translation>Der Server kennt diesen Dienstschlüssel nicht (401 unauthorized). </translation>
    </message>
    <message>
        <source>This scoped key lacks the locks.manage scope (403 missing_scope). </source>
        <translation>Diesem eingeschränkten Schlüssel fehlt der Scope locks.manage (403 missing_scope). </translation>
    </message>
    <message>
        <source>This kind of key may not use project locks (403 %1). </source>
        <translation>Diese Art von Schlüssel darf keine Projekt-Locks verwenden (403 %1). </translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>noch nicht abgefragt</translation>
    </message>
    <message>
        <source>Not read yet: waiting for its first read. The first pass reads every watched key once within the polling budget; the status bar shows how far it is.</source>
        <translation>Noch nicht abgefragt: wartet auf die erste Abfrage. Der erste Durchlauf fragt jeden beobachteten Schlüssel einmal innerhalb des Polling-Budgets ab; die Statusleiste zeigt den Fortschritt.</translation>
    </message>
    <message>
        <source> Position %L1 in the queue of first reads.</source>
        <translation> Position %L1 in der Warteschlange der ersten Abfragen.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>held with fencing token %1</source>
        <translation>gehalten mit Fencing-Token %1</translation>
    </message>
    <message>
        <source>Nothing to add</source>
        <translation>Nichts hinzuzufügen</translation>
    </message>
    <message>
        <source>Add keys</source>
        <translation>Schlüssel hinzufügen</translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation>Nichts wurde hinzugefügt: %1</translation>
    </message>
    <message>
        <source>keys and lock tokens are kept in memory only, for this session.</source>
        <translation>Schlüssel und Lock-Tokens werden nur für diese Sitzung im Arbeitsspeicher gehalten.</translation>
    </message>
    <message>
        <source>Details: %1 (keychain error %2).</source>
        <translation>Details: %1 (Schlüsselbund-Fehler %2).</translation>
    </message>
    <message>
        <source>No keychain is available on this system (no Secret Service); </source>
        <translation>Auf diesem System ist kein Schlüsselbund verfügbar (kein Secret Service); </translation>
    </message>
    <message>
        <source>The keychain was not unlocked (the prompt was dismissed); </source>
        <translation>Der Schlüsselbund wurde nicht entsperrt (der Entsperrdialog wurde geschlossen); </translation>
    </message>
    <message>
        <source>The keychain is locked or unavailable; </source>
        <translation>Der Schlüsselbund ist gesperrt oder nicht verfügbar; </translation>
    </message>
    <message>
        <source>The keychain has no saved entry for this.</source>
        <translation>Der Schlüsselbund hat hierfür keinen gespeicherten Eintrag.</translation>
    </message>
    <message>
        <source>The keychain could not delete the saved entry.</source>
        <translation>Der Schlüsselbund konnte den gespeicherten Eintrag nicht löschen.</translation>
    </message>
    <message>
        <source>The keychain refused access to the saved entry.</source>
        <translation>Der Schlüsselbund hat den Zugriff auf den gespeicherten Eintrag verweigert.</translation>
    </message>
    <message>
        <source>The keychain could not complete the request.</source>
        <translation>Der Schlüsselbund konnte die Anfrage nicht abschließen.</translation>
    </message>
    <message>
        <source>The keychain is switched off (--no-keychain); </source>
        <translation>Der Schlüsselbund ist ausgeschaltet (--no-keychain); </translation>
    </message>
    <message>
        <source>%L1 min</source>
        <translation>%L1 min</translation>
    </message>
    <message>
        <source>%L1 h %2 min</source>
        <translation>%L1 h %2 min</translation>
    </message>
    <message numerus="yes">
        <source>%Ln keys to add</source>
        <translation>
            <numerusform>%Ln Schlüssel hinzuzufügen</numerusform>
            <numerusform>%Ln Schlüssel hinzuzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 already watched</source>
        <translation>%L1 bereits beobachtet</translation>
    </message>
    <message numerus="yes">
        <source>%Ln items rejected</source>
        <translation>
            <numerusform>%Ln Eintrag abgelehnt</numerusform>
            <numerusform>%Ln Einträge abgelehnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lines rejected</source>
        <translation>
            <numerusform>%Ln Zeile abgelehnt</numerusform>
            <numerusform>%Ln Zeilen abgelehnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln keys repeated (counted once)</source>
        <translation>
            <numerusform>%Ln Schlüssel wiederholt (einmal gezählt)</numerusform>
            <numerusform>%Ln Schlüssel wiederholt (einmal gezählt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln keys</source>
        <translation>
            <numerusform>%Ln Schlüssel hinzufügen</numerusform>
            <numerusform>%Ln Schlüssel hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln keys</source>
        <translation>
            <numerusform>%Ln Schlüssel hinzugefügt</numerusform>
            <numerusform>%Ln Schlüssel hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 rejected</source>
        <translation>%L1 abgelehnt</translation>
    </message>
</context>
<context>
    <name>TimeText</name>
    <message>
        <source>&lt; 1 s</source>
        <translation>&lt; 1 s</translation>
    </message>
</context>
<context>
    <name>TimelineSource</name>
    <message>
        <source>Cannot read the recorded reads: %1</source>
        <translation>Die aufgezeichneten Abfragen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the alerts: %1</source>
        <translation>Die Alarme können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the refused requests: %1</source>
        <translation>Die abgewiesenen Anfragen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the quota figures: %1</source>
        <translation>Die Kontingentzahlen können nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>volcano::AuditLog</name>
    <message>
        <source>Cannot check this console&apos;s rights on the team&apos;s audit log: %1</source>
        <translation>Die Rechte dieser Konsole am Audit-Protokoll des Teams können nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>The database user %1 may not write the team&apos;s audit log, so nothing is sent: ask the store&apos;s administrator to GRANT volcano_console TO %1.</source>
        <translation>Der Datenbankbenutzer %1 darf nicht in das Audit-Protokoll des Teams schreiben, daher wird nichts gesendet: Bitten Sie den Administrator des Speichers um GRANT volcano_console TO %1.</translation>
    </message>
</context>
<context>
    <name>volcano::ForceReleaseEvidence</name>
    <message>
        <source>a force release will not stop it — the protected resource must check fencing tokens</source>
        <translation>eine Zwangsfreigabe hält ihn nicht auf — die geschützte Ressource muss Fencing-Tokens prüfen</translation>
    </message>
    <message>
        <source>no holder</source>
        <translation>kein Inhaber</translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>noch nicht abgefragt</translation>
    </message>
    <message>
        <source>fencing token %1</source>
        <translation>Fencing-Token %1</translation>
    </message>
    <message>
        <source>, seen holding it for at least %1</source>
        <translation>, seit mindestens %1 als Inhaber gesehen</translation>
    </message>
    <message>
        <source>last renewal seen %1 ago</source>
        <translation>letzte Verlängerung vor %1 gesehen</translation>
    </message>
    <message>
        <source>no renewal seen yet</source>
        <translation>noch keine Verlängerung gesehen</translation>
    </message>
    <message>
        <source>; renews about every %1</source>
        <translation>; verlängert etwa alle %1</translation>
    </message>
    <message>
        <source>; cadence not known yet</source>
        <translation>; Rhythmus noch unbekannt</translation>
    </message>
    <message>
        <source> (TTL at least %1)</source>
        <translation> (TTL mindestens %1)</translation>
    </message>
    <message>
        <source>not read yet: no evidence about the holder</source>
        <translation>noch nicht abgefragt: keine Hinweise auf den Inhaber</translation>
    </message>
    <message>
        <source>the last read shows the lock free: nothing to release</source>
        <translation>die letzte Abfrage zeigt den Lock frei: nichts freizugeben</translation>
    </message>
    <message>
        <source>its lease expired without a renewal seen: the holder looks dead</source>
        <translation>seine Lease ist ohne gesehene Verlängerung abgelaufen: der Inhaber wirkt tot</translation>
    </message>
    <message>
        <source>no renewal seen yet: the reads cannot tell whether the holder is alive; if it is, %1</source>
        <translation>noch keine Verlängerung gesehen: die Abfragen zeigen nicht, ob der Inhaber lebt; falls ja, %1</translation>
    </message>
    <message>
        <source>no renewal seen for %1, past its cadence of %2: the holder looks dead</source>
        <translation>seit %1 keine Verlängerung gesehen, länger als sein Rhythmus von %2: der Inhaber wirkt tot</translation>
    </message>
    <message>
        <source>renewed %1 ago: the holder looks alive; %2</source>
        <translation>vor %1 verlängert: der Inhaber wirkt lebendig; %2</translation>
    </message>
</context>
<context>
    <name>volcano::ForceReleaseRecovery</name>
    <message>
        <source>a force release of %1 at %2 has no recorded outcome</source>
        <translation>eine Zwangsfreigabe von %1 um %2 hat kein aufgezeichnetes Ergebnis</translation>
    </message>
    <message>
        <source>%1; reading it now failed (%2): read it again before acting.</source>
        <translation>%1; die Abfrage eben ist fehlgeschlagen (%2): Fragen Sie ihn erneut ab, bevor Sie handeln.</translation>
    </message>
    <message>
        <source>no state</source>
        <translation>kein Zustand</translation>
    </message>
    <message>
        <source>%1; it is free now. Recorded in the audit log as outcome unknown.</source>
        <translation>%1; er ist jetzt frei. Im Audit-Protokoll als Ergebnis unbekannt festgehalten.</translation>
    </message>
    <message>
        <source>%1; the same holder (fencing token %2) still holds it, so it most likely did not take effect. Recorded in the audit log.</source>
        <translation>%1; derselbe Inhaber (Fencing-Token %2) hält ihn noch, sie hat also höchstwahrscheinlich nicht gewirkt. Im Audit-Protokoll festgehalten.</translation>
    </message>
    <message>
        <source>%1; it is held now by fencing token %2, a newer holder. Recorded in the audit log as outcome unknown.</source>
        <translation>%1; er wird jetzt von Fencing-Token %2 gehalten, einem neueren Inhaber. Im Audit-Protokoll als Ergebnis unbekannt festgehalten.</translation>
    </message>
</context>
<context>
    <name>volcano::LockHistory</name>
    <message>
        <source>Cannot write %1 fencing-token observations: %2</source>
        <translation>%1 Fencing-Token-Beobachtungen können nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1 fencing-token observations; none of them was kept.</source>
        <translation>%1 Fencing-Token-Beobachtungen können nicht geschrieben werden; keine davon wurde behalten.</translation>
    </message>
</context>
<context>
    <name>volcano::ReadLog</name>
    <message>
        <source>Cannot record reads for the timeline: %1</source>
        <translation>Abfragen für die Zeitachse können nicht aufgezeichnet werden: %1</translation>
    </message>
    <message>
        <source>Cannot prune old reads: %1</source>
        <translation>Alte Abfragen können nicht bereinigt werden: %1</translation>
    </message>
    <message>
        <source>Cannot prune old quota figures: %1</source>
        <translation>Alte Kontingentzahlen können nicht bereinigt werden: %1</translation>
    </message>
</context>
<context>
    <name>volcano::SingleRequestExchange</name>
    <message>
        <source>the connection closed before an answer arrived</source>
        <translation>die Verbindung wurde geschlossen, bevor eine Antwort kam</translation>
    </message>
    <message>
        <source>TLS handshake failed: %1</source>
        <translation>TLS-Handshake fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>no answer within the transfer timeout</source>
        <translation>keine Antwort innerhalb des Übertragungs-Timeouts</translation>
    </message>
</context>
<context>
    <name>volcano::StoreLocation</name>
    <message>
        <source>The store is empty: give a postgresql:// URL or an SQLite file path.</source>
        <translation>Der Speicher ist leer: Geben Sie eine postgresql://-URL oder einen SQLite-Dateipfad an.</translation>
    </message>
    <message>
        <source>Unknown store URL scheme in &apos;%1&apos;: use postgresql:// or an SQLite file path.</source>
        <translation>Unbekanntes Speicher-URL-Schema in „%1“: Verwenden Sie postgresql:// oder einen SQLite-Dateipfad.</translation>
    </message>
    <message>
        <source>The store URL is not valid: %1</source>
        <translation>Die Speicher-URL ist ungültig: %1</translation>
    </message>
    <message>
        <source>The store URL names no host: postgresql://host/database</source>
        <translation>Die Speicher-URL nennt keinen Host: postgresql://host/database</translation>
    </message>
    <message>
        <source>The store URL names no database: postgresql://host/database</source>
        <translation>Die Speicher-URL nennt keine Datenbank: postgresql://host/database</translation>
    </message>
    <message>
        <source>Unknown store URL parameter &apos;%1&apos; (known: %2).</source>
        <translation>Unbekannter Speicher-URL-Parameter „%1“ (bekannt: %2).</translation>
    </message>
    <message>
        <source>Unknown sslmode &apos;%1&apos; (one of %2).</source>
        <translation>Unbekannter sslmode „%1“ (einer von %2).</translation>
    </message>
    <message>
        <source>The store URL parameter &apos;%1&apos; may not contain &apos;;&apos;.</source>
        <translation>Der Speicher-URL-Parameter „%1“ darf kein „;“ enthalten.</translation>
    </message>
</context>
<context>
    <name>volcano::TeamStore</name>
    <message>
        <source>Cannot write to the team store: %1</source>
        <translation>In den Team-Speicher kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Cannot write to the team store (nothing was written): %1</source>
        <translation>In den Team-Speicher kann nicht geschrieben werden (nichts wurde geschrieben): %1</translation>
    </message>
    <message>
        <source>Cannot record the recorder&apos;s role: %1</source>
        <translation>Die Rolle des Recorders kann nicht festgehalten werden: %1</translation>
    </message>
    <message>
        <source>Cannot prune old observations: %1</source>
        <translation>Alte Beobachtungen können nicht bereinigt werden: %1</translation>
    </message>
    <message>
        <source>Cannot prune old refused requests: %1</source>
        <translation>Alte abgewiesene Anfragen können nicht bereinigt werden: %1</translation>
    </message>
    <message>
        <source>Cannot read observations: %1</source>
        <translation>Beobachtungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the quota figures: %1</source>
        <translation>Die Kontingentzahlen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the recorders: %1</source>
        <translation>Die Recorder können nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>volcano::TeamWatchlist</name>
    <message>
        <source>Cannot read the team watchlist: %1</source>
        <translation>Die Team-Beobachtungsliste kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot change the team watchlist: %1</source>
        <translation>Die Team-Beobachtungsliste kann nicht geändert werden: %1</translation>
    </message>
    <message>
        <source>Cannot change the team watchlist (nothing was changed): %1</source>
        <translation>Die Team-Beobachtungsliste kann nicht geändert werden (nichts wurde geändert): %1</translation>
    </message>
</context>
<context>
    <name>volcano::alerts::AlertStore</name>
    <message>
        <source>Cannot write alerts to the store: %1</source>
        <translation>Alarme können nicht in den Speicher geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Cannot write alerts to the store (nothing was written): %1</source>
        <translation>Alarme können nicht in den Speicher geschrieben werden (nichts wurde geschrieben): %1</translation>
    </message>
    <message>
        <source>Cannot read alerts from the store: %1</source>
        <translation>Alarme können nicht aus dem Speicher gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the webhook queue: %1</source>
        <translation>Die Webhook-Warteschlange kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the webhook deliveries: %1</source>
        <translation>Die Webhook-Zustellungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the team&apos;s alert rules: %1</source>
        <translation>Die Alarmregeln des Teams können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The team&apos;s alert rules in the store are not valid: %1</source>
        <translation>Die Alarmregeln des Teams im Speicher sind ungültig: %1</translation>
    </message>
    <message>
        <source>Cannot save the team&apos;s alert rules: %1</source>
        <translation>Die Alarmregeln des Teams können nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>volcano::alerts::WebhookSender</name>
    <message>
        <source>no webhook with this URL is in the rules now</source>
        <translation>kein Webhook mit dieser URL steht derzeit in den Regeln</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
</context>
<context>
    <name>volcano::readbudget</name>
    <message>
        <source>budget spent until %1</source>
        <translation>Budget aufgebraucht bis %1</translation>
    </message>
    <message>
        <source>you asked</source>
        <translation>angefordert</translation>
    </message>
    <message>
        <source>selected key</source>
        <translation>ausgewählter Schlüssel</translation>
    </message>
    <message>
        <source>takeover check</source>
        <translation>Übernahmeprüfung</translation>
    </message>
    <message>
        <source>follow-up after a change</source>
        <translation>Nachabfrage nach Änderung</translation>
    </message>
    <message>
        <source>refresh</source>
        <translation>Aktualisierung</translation>
    </message>
    <message>
        <source>none by this console (not polling)</source>
        <translation>keine durch diese Konsole (kein Polling)</translation>
    </message>
    <message>
        <source>reading now</source>
        <translation>wird abgefragt</translation>
    </message>
    <message>
        <source>when the spare budget reaches it</source>
        <translation>sobald das freie Budget ihn erreicht</translation>
    </message>
    <message>
        <source>after %1: this minute&apos;s budget is spent</source>
        <translation>nach %1: das Budget dieser Minute ist aufgebraucht</translation>
    </message>
    <message>
        <source>now (%1)</source>
        <translation>jetzt (%1)</translation>
    </message>
    <message>
        <source>in %1 (%2)</source>
        <translation>in %1 (%2)</translation>
    </message>
    <message>
        <source>reads: %1</source>
        <translation>Abfragen: %1</translation>
    </message>
    <message>
        <source>server clock in step</source>
        <translation>Serveruhr synchron</translation>
    </message>
    <message>
        <source>server clock %1%2 s</source>
        <translation>Serveruhr %1%2 s</translation>
    </message>
    <message>
        <source>first</source>
        <translation>erste</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>angefordert</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>takeover</source>
        <translation>Übernahme</translation>
    </message>
    <message>
        <source>follow-up</source>
        <translation>Nachprüfung</translation>
    </message>
    <message>
        <source>read in %1</source>
        <translation>Abfrage in %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln keys and no reads left in the budget</source>
        <translation>
            <numerusform>%Ln Schlüssel und keine Abfragen mehr im Budget</numerusform>
            <numerusform>%Ln Schlüssel und keine Abfragen mehr im Budget</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln keys at %1: each key about every %2</source>
        <translation>
            <numerusform>%Ln Schlüssel bei %1: etwa alle %2 abgefragt</numerusform>
            <numerusform>%Ln Schlüssel bei %1: jeder Schlüssel etwa alle %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln reads a minute</source>
        <translation>
            <numerusform>%Ln Abfrage pro Minute</numerusform>
            <numerusform>%Ln Abfragen pro Minute</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::AddKeyDialog</name>
    <message>
        <source>Add Key</source>
        <translation>Schlüssel hinzufügen</translation>
    </message>
    <message>
        <source>e.g. billing:invoice-run</source>
        <translation>z. B. billing:invoice-run</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Lock &amp;key:</source>
        <translation>Lock-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>1–128 characters: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;:&apos; and &apos;-&apos;.</source>
        <translation>1–128 Zeichen: Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos;, &apos;:&apos; und &apos;-&apos;.</translation>
    </message>
    <message>
        <source>%1 is already watched</source>
        <translation>%1 wird bereits beobachtet</translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertDelivery</name>
    <message>
        <source>The alert webhook %1 did not take alert %2 (%3); retrying in %4 s</source>
        <translation>Der Alarm-Webhook %1 hat Alarm %2 nicht angenommen (%3); neuer Versuch in %4 s</translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertListModel</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>Fired / Resolved</source>
        <translation>Ausgelöst / Behoben</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>FIRING</source>
        <translation>AKTIV</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>behoben</translation>
    </message>
    <message>
        <source>fired %1</source>
        <translation>ausgelöst %1</translation>
    </message>
    <message>
        <source>resolved %1</source>
        <translation>behoben %1</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>bisher %1</translation>
    </message>
    <message>
        <source>The condition began at %1</source>
        <translation>Die Bedingung begann um %1</translation>
    </message>
    <message>
        <source>Fired at %1</source>
        <translation>Ausgelöst um %1</translation>
    </message>
    <message>
        <source>Resolved at %1</source>
        <translation>Behoben um %1</translation>
    </message>
    <message>
        <source>This alert concerns the whole project, not one key</source>
        <translation>Dieser Alarm betrifft das ganze Projekt, nicht einen Schlüssel</translation>
    </message>
    <message>
        <source>Double-click or press Enter to show this key in the watchlist</source>
        <translation>Doppelklicken oder Eingabetaste drücken, um diesen Schlüssel in der Beobachtungsliste zu zeigen</translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertMonitor</name>
    <message>
        <source>Alert resolved: %1</source>
        <translation>Alarm behoben: %1</translation>
    </message>
    <message>
        <source>Alert: %1</source>
        <translation>Alarm: %1</translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertRuleForm</name>
    <message>
        <source>A key has had no holder (free, or its lease ran out without a new holder) for the given time.</source>
        <translation>Ein Schlüssel hatte für die angegebene Zeit keinen Inhaber (frei, oder seine Lease lief ohne neuen Inhaber ab).</translation>
    </message>
    <message>
        <source>A held key&apos;s renewal, as its cadence promised, is late by the given time (0: 1 s).</source>
        <translation>Die Verlängerung eines gehaltenen Schlüssels ist, gemessen an seinem Rhythmus, um die angegebene Zeit verspätet (0: 1 s).</translation>
    </message>
    <message>
        <source>One holder (one fencing token) has held a key for the given time.</source>
        <translation>Ein Inhaber (ein Fencing-Token) hält einen Schlüssel seit der angegebenen Zeit.</translation>
    </message>
    <message>
        <source>A key changed holders more than the given number of times within the given time.</source>
        <translation>Ein Schlüssel hat innerhalb der angegebenen Zeit öfter als die angegebene Anzahl den Inhaber gewechselt.</translation>
    </message>
    <message>
        <source>A read showed a fencing token lower than one seen before; stays active for the given time after (0: 60 s).</source>
        <translation>Eine Abfrage zeigte ein Fencing-Token, das niedriger ist als ein zuvor gesehenes; bleibt danach für die angegebene Zeit aktiv (0: 60 s).</translation>
    </message>
    <message>
        <source>The project used more than the given share of its request quota in a minute, or was refused with 429.</source>
        <translation>Das Projekt hat in einer Minute mehr als den angegebenen Anteil seines Anfragekontingents verbraucht oder wurde mit 429 abgewiesen.</translation>
    </message>
    <message>
        <source>Every answer of the lock API has been a 503 for the given time.</source>
        <translation>Jede Antwort der Lock-API war für die angegebene Zeit ein 503.</translation>
    </message>
    <message>
        <source>No holder for (s)</source>
        <translation>Ohne Inhaber für (s)</translation>
    </message>
    <message>
        <source>Late by (s)</source>
        <translation>Verspätet um (s)</translation>
    </message>
    <message>
        <source>Held longer than (s)</source>
        <translation>Länger gehalten als (s)</translation>
    </message>
    <message>
        <source>Within (s)</source>
        <translation>Innerhalb (s)</translation>
    </message>
    <message>
        <source>Stays active for (s)</source>
        <translation>Bleibt aktiv für (s)</translation>
    </message>
    <message>
        <source>Unavailable for (s)</source>
        <translation>Nicht verfügbar für (s)</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Holder changes</source>
        <translation>Inhaberwechsel</translation>
    </message>
    <message>
        <source>Hold-down seconds</source>
        <translation>Haltezeit in Sekunden</translation>
    </message>
    <message>
        <source>Clear-down seconds</source>
        <translation>Abklingzeit in Sekunden</translation>
    </message>
    <message>
        <source>Rule name</source>
        <translation>Regelname</translation>
    </message>
    <message>
        <source>leader missing</source>
        <translation>Leader fehlt</translation>
    </message>
    <message>
        <source>Rule kind</source>
        <translation>Regelart</translation>
    </message>
    <message>
        <source>Keys glob</source>
        <translation>Schlüssel-Glob</translation>
    </message>
    <message>
        <source>every key (or a glob: jobs:*, shard-?, [ab]*)</source>
        <translation>jeder Schlüssel (oder ein Glob: jobs:*, shard-?, [ab]*)</translation>
    </message>
    <message>
        <source>Percent of the quota</source>
        <translation>Prozent des Kontingents</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Free text; &quot;page&quot; notifies as critical</source>
        <translation>Freitext; &quot;page&quot; benachrichtigt als kritisch</translation>
    </message>
    <message>
        <source>Seconds the condition must hold before the alert fires</source>
        <translation>Sekunden, die die Bedingung erfüllt sein muss, bevor der Alarm auslöst</translation>
    </message>
    <message>
        <source>Seconds the condition must be false before the alert resolves</source>
        <translation>Sekunden, die die Bedingung nicht erfüllt sein muss, bevor der Alarm als behoben gilt</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Art</translation>
    </message>
    <message>
        <source>K&amp;eys</source>
        <translation>Sch&amp;lüssel</translation>
    </message>
    <message>
        <source>Holder &amp;changes (more than)</source>
        <translation>Inhaber&amp;wechsel (mehr als)</translation>
    </message>
    <message>
        <source>&amp;Percent of quota</source>
        <translation>&amp;Prozent des Kontingents</translation>
    </message>
    <message>
        <source>&amp;Severity</source>
        <translation>Schwere&amp;grad</translation>
    </message>
    <message>
        <source>&amp;Hold-down (s)</source>
        <translation>&amp;Haltezeit (s)</translation>
    </message>
    <message>
        <source>C&amp;lear-down (s)</source>
        <translation>Ab&amp;klingzeit (s)</translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertRulesDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add a rule</source>
        <translation>Regel hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>Duplicate the selected rule</source>
        <translation>Ausgewählte Regel duplizieren</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected rule</source>
        <translation>Ausgewählte Regel entfernen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Import rules from a file</source>
        <translation>Regeln aus einer Datei importieren</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export the rules to a file</source>
        <translation>Regeln in eine Datei exportieren</translation>
    </message>
    <message>
        <source>Alert Rules</source>
        <translation>Alarmregeln</translation>
    </message>
    <message>
        <source>Import Alert Rules</source>
        <translation>Alarmregeln importieren</translation>
    </message>
    <message>
        <source>Rule files (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Regeldateien (*.json *.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Alert Rules</source>
        <translation>Alarmregeln exportieren</translation>
    </message>
    <message>
        <source>JSON rule files (*.json);;YAML rule files (*.yaml *.yml)</source>
        <translation>JSON-Regeldateien (*.json);;YAML-Regeldateien (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Alert rules</source>
        <translation>Alarmregeln</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Export the rules as a rule file (also for volcano-lock-recorder --rules)</source>
        <translation>Regeln als Regeldatei exportieren (auch für volcano-lock-recorder --rules)</translation>
    </message>
    <message>
        <source>new rule</source>
        <translation>neue Regel</translation>
    </message>
    <message>
        <source>(project)</source>
        <translation>(Projekt)</translation>
    </message>
    <message>
        <source>every key</source>
        <translation>jeder Schlüssel</translation>
    </message>
</context>
<context>
    <name>volcano::ui::AlertsPanel</name>
    <message>
        <source>Show Key</source>
        <translation>Zum Schlüssel</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <source>Alert Rules…</source>
        <translation>Alarmregeln…</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Show the alert&apos;s key in the watchlist</source>
        <translation>Schlüssel des Alarms in der Beobachtungsliste zeigen</translation>
    </message>
    <message>
        <source>Show the alert on the timeline, to write its incident report</source>
        <translation>Alarm auf der Zeitachse zeigen, um seinen Vorfallbericht zu schreiben</translation>
    </message>
    <message>
        <source>The alert&apos;s key around the alert on the Timeline tab; the incident report is written from there</source>
        <translation>Der Schlüssel des Alarms rund um den Alarm im Tab Zeitachse; dort wird der Vorfallbericht geschrieben</translation>
    </message>
    <message>
        <source>Edit the alert rules</source>
        <translation>Alarmregeln bearbeiten</translation>
    </message>
    <message>
        <source>The alert rule file was not loaded; the rules before stay in force: %1</source>
        <translation>Die Alarmregeldatei wurde nicht geladen; die bisherigen Regeln bleiben in Kraft: %1</translation>
    </message>
    <message>
        <source>No alert rules yet. A rule says what to be told about: a key without a holder, a renewal that is late, a job holding its lock too long, the quota nearly spent. Add rules with Alert Rules… (here or in the View menu), or write them to the rule file.</source>
        <translation>Noch keine Alarmregeln. Eine Regel legt fest, worüber Sie informiert werden: ein Schlüssel ohne Inhaber, eine verspätete Verlängerung, ein Job, der seinen Lock zu lange hält, ein fast aufgebrauchtes Kontingent. Fügen Sie Regeln über Alarmregeln… hinzu (hier oder im Menü Ansicht) oder schreiben Sie sie in die Regeldatei.</translation>
    </message>
    <message numerus="yes">
        <source>No alerts: none of the %n rules in force has fired.</source>
        <translation>
            <numerusform>Keine Alarme: Die geltende Regel hat nicht ausgelöst.</numerusform>
            <numerusform>Keine Alarme: Keine der %n geltenden Regeln hat ausgelöst.</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 firing · %L2 resolved · %3</source>
        <translation>%L1 aktiv · %L2 behoben · %3</translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n Regel</numerusform>
            <numerusform>%n Regeln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::AuditLogModel</name>
    <message>
        <source>Time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Bediener</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>Token before</source>
        <translation>Token vorher</translation>
    </message>
    <message>
        <source>Token after</source>
        <translation>Token nachher</translation>
    </message>
    <message>
        <source>Request id</source>
        <translation>Anfrage-ID</translation>
    </message>
    <message>
        <source>outcome of #%1</source>
        <translation>Ergebnis von #%1</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>intent #%1 → outcome #%2</source>
        <translation>Absicht #%1 → Ergebnis #%2</translation>
    </message>
    <message>
        <source>intent #%1: no outcome recorded</source>
        <translation>Absicht #%1: kein Ergebnis aufgezeichnet</translation>
    </message>
</context>
<context>
    <name>volcano::ui::AuditLogView</name>
    <message>
        <source>This profile only</source>
        <translation>Nur dieses Profil</translation>
    </message>
    <message>
        <source>Request Id</source>
        <translation>Anfrage-ID</translation>
    </message>
    <message>
        <source>Filter by key</source>
        <translation>Nach Schlüssel filtern</translation>
    </message>
    <message>
        <source>All actions</source>
        <translation>Alle Aktionen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Only entries of profile &quot;%1&quot;</source>
        <translation>Nur Einträge des Profils „%1“</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export Audit Log</source>
        <translation>Audit-Protokoll exportieren</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Filter the audit log by key</source>
        <translation>Audit-Protokoll nach Schlüssel filtern</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Audit-Protokoll</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entries</source>
        <translation>
            <numerusform>%Ln Eintrag</numerusform>
            <numerusform>%Ln Einträge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::CapacityChartView</name>
    <message>
        <source>max holders</source>
        <translation>max. Inhaber</translation>
    </message>
    <message>
        <source>this plan</source>
        <translation>dieser Plan</translation>
    </message>
    <message>
        <source>TTL (s)</source>
        <translation>TTL (s)</translation>
    </message>
    <message>
        <source>holders</source>
        <translation>Inhaber</translation>
    </message>
    <message>
        <source>this plan (fits)</source>
        <translation>dieser Plan (passt)</translation>
    </message>
    <message>
        <source>this plan (over budget)</source>
        <translation>dieser Plan (über Budget)</translation>
    </message>
</context>
<context>
    <name>volcano::ui::CapacityPlannerView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source> % of TTL</source>
        <translation> % der TTL</translation>
    </message>
    <message>
        <source>Holders renew this far into each lease; 33 % is ttl/3</source>
        <translation>Inhaber verlängern nach diesem Anteil jeder Lease; 33 % ist ttl/3</translation>
    </message>
    <message>
        <source>How often each contender retries acquire on a held lock</source>
        <translation>Wie oft jeder Bewerber den Erwerb eines gehaltenen Locks erneut versucht</translation>
    </message>
    <message>
        <source> /min</source>
        <translation> /min</translation>
    </message>
    <message>
        <source>This console&apos;s polling budget (the toolbar&apos;s, unless changed here)</source>
        <translation>Das Polling-Budget dieser Konsole (das der Werkzeugleiste, sofern hier nicht geändert)</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Kept free below the limit for bursts and retries</source>
        <translation>Unterhalb des Limits freigehalten für Lastspitzen und Wiederholungen</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Renew at</source>
        <translation>Verlängern bei</translation>
    </message>
    <message>
        <source>Holders</source>
        <translation>Inhaber</translation>
    </message>
    <message>
        <source>Contenders</source>
        <translation>Bewerber</translation>
    </message>
    <message>
        <source>Contender retry every</source>
        <translation>Bewerber-Wiederholung alle</translation>
    </message>
    <message>
        <source>Console polling</source>
        <translation>Konsolen-Polling</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Requests a minute against the limit</source>
        <translation>Anfragen pro Minute gegen das Limit</translation>
    </message>
    <message>
        <source>Renewals</source>
        <translation>Verlängerungen</translation>
    </message>
    <message>
        <source>Contender acquires</source>
        <translation>Bewerber-Erwerbe</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Max holders</source>
        <translation>Max. Inhaber</translation>
    </message>
    <message>
        <source>Holders alone</source>
        <translation>Nur Inhaber</translation>
    </message>
    <message>
        <source>Worst-case takeover</source>
        <translation>Max. Übernahmedauer</translation>
    </message>
    <message>
        <source>%1 (%2 per holder)</source>
        <translation>%1 (%2 pro Inhaber)</translation>
    </message>
    <message>
        <source>%1 after the last renewal (TTL + 1 s grace); %2 until a contender has it</source>
        <translation>%1 nach der letzten Verlängerung (TTL + 1 s Karenz); %2, bis ein Bewerber ihn hat</translation>
    </message>
    <message>
        <source>Maximum holders by TTL</source>
        <translation>Höchstzahl der Inhaber je TTL</translation>
    </message>
    <message>
        <source>The most holders the quota keeps alive at each TTL, and this plan; the figures beside the chart say the same in words.</source>
        <translation>Die meisten Inhaber, die das Kontingent bei jeder TTL am Leben hält, und dieser Plan; die Zahlen neben dem Diagramm sagen dasselbe in Worten.</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %); usable with headroom: %4</source>
        <translation>%1 von %2 (%3 %); nutzbar mit Reserve: %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%L1&lt;/b&gt; beside the contenders and polling</source>
        <translation>&lt;b&gt;%L1&lt;/b&gt; neben Bewerbern und Polling</translation>
    </message>
    <message>
        <source>%L1 at 100 % of the limit, %L2 at 80 %</source>
        <translation>%L1 bei 100 % des Limits, %L2 bei 80 %</translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:#2e7d32&apos;&gt;&lt;b&gt;Fits.&lt;/b&gt;&lt;/span&gt; %Ln holders leave %1 requests a minute of the usable budget.</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:#2e7d32&apos;&gt;&lt;b&gt;Passt.&lt;/b&gt;&lt;/span&gt; %Ln Inhaber lässt %1 Anfragen pro Minute des nutzbaren Budgets frei.</numerusform>
            <numerusform>&lt;span style=&apos;color:#2e7d32&apos;&gt;&lt;b&gt;Passt.&lt;/b&gt;&lt;/span&gt; %Ln Inhaber lassen %1 Anfragen pro Minute des nutzbaren Budgets frei.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;Over budget&lt;/b&gt;&lt;/span&gt; by %1 requests a minute: renewals will meet 429s and leases will be lost. Use at most %Ln holders, or a longer TTL.</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;Über Budget&lt;/b&gt;&lt;/span&gt; um %1 Anfragen pro Minute: Verlängerungen stoßen auf 429 und Leases gehen verloren. Verwenden Sie höchstens %Ln Inhaber oder eine längere TTL.</numerusform>
            <numerusform>&lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;Über Budget&lt;/b&gt;&lt;/span&gt; um %1 Anfragen pro Minute: Verlängerungen stoßen auf 429 und Leases gehen verloren. Verwenden Sie höchstens %Ln Inhaber oder eine längere TTL.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::ColumnChooser</name>
    <message>
        <source>Show “%1”</source>
        <translation>„%1“ anzeigen</translation>
    </message>
</context>
<context>
    <name>volcano::ui::CommandPalette</name>
    <message>
        <source>Command palette</source>
        <translation>Befehlspalette</translation>
    </message>
    <message>
        <source>Run an action or go to a key…</source>
        <translation>Aktion ausführen oder zu einem Schlüssel springen…</translation>
    </message>
    <message>
        <source>Action or key</source>
        <translation>Aktion oder Schlüssel</translation>
    </message>
    <message>
        <source>Matching actions and keys</source>
        <translation>Passende Aktionen und Schlüssel</translation>
    </message>
    <message>
        <source>Enter runs · Up/Down chooses · Escape closes</source>
        <translation>Eingabe führt aus · Auf/Ab wählt · Esc schließt</translation>
    </message>
</context>
<context>
    <name>volcano::ui::ConsoleActions</name>
    <message>
        <source>&amp;Add Key…</source>
        <translation>Schlüssel &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Watch one more lock key</source>
        <translation>Einen weiteren Lock-Schlüssel beobachten</translation>
    </message>
    <message>
        <source>&amp;Paste Keys…</source>
        <translation>Schlüssel ein&amp;fügen…</translation>
    </message>
    <message>
        <source>Watch many keys at once: one per line, previewed before adding</source>
        <translation>Viele Schlüssel auf einmal beobachten: einer pro Zeile, mit Vorschau vor dem Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Import Keys…</source>
        <translation>Schlüssel &amp;importieren…</translation>
    </message>
    <message>
        <source>Watch the keys listed in a text or JSON file, previewed before adding</source>
        <translation>Die Schlüssel aus einer Text- oder JSON-Datei beobachten, mit Vorschau vor dem Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Export Keys…</source>
        <translation>Schlüssel &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the watched keys to a file</source>
        <translation>Die beobachteten Schlüssel in einer Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Remove Keys</source>
        <translation>Schlüssel &amp;entfernen</translation>
    </message>
    <message>
        <source>Stop watching the selected keys (the locks are not touched)</source>
        <translation>Die ausgewählten Schlüssel nicht mehr beobachten (die Locks bleiben unberührt)</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Read every watched key now</source>
        <translation>Alle beobachteten Schlüssel jetzt abfragen</translation>
    </message>
    <message>
        <source>&amp;Force Release…</source>
        <translation>&amp;Zwangsfreigabe…</translation>
    </message>
    <message>
        <source>Drop the selected lock whatever holds it, after confirmation</source>
        <translation>Den ausgewählten Lock nach Bestätigung freigeben, egal wer ihn hält</translation>
    </message>
    <message>
        <source>&amp;Notify on Handover</source>
        <translation>Bei Übergabe be&amp;nachrichtigen</translation>
    </message>
    <message>
        <source>Notify when the selected locks change hands or become free</source>
        <translation>Benachrichtigen, wenn die ausgewählten Locks den Inhaber wechseln oder frei werden</translation>
    </message>
    <message>
        <source>&amp;Copy Keys</source>
        <translation>Schlüssel &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the selected keys</source>
        <translation>Die ausgewählten Schlüssel kopieren</translation>
    </message>
    <message>
        <source>&amp;Filter…</source>
        <translation>&amp;Filtern…</translation>
    </message>
    <message>
        <source>Show only keys containing some text</source>
        <translation>Nur Schlüssel zeigen, die einen bestimmten Text enthalten</translation>
    </message>
    <message>
        <source>&amp;Profiles…</source>
        <translation>&amp;Profile…</translation>
    </message>
    <message>
        <source>Manage connection profiles</source>
        <translation>Verbindungsprofile verwalten</translation>
    </message>
    <message>
        <source>&amp;Audit Log</source>
        <translation>A&amp;udit-Protokoll</translation>
    </message>
    <message>
        <source>Every mutating action taken</source>
        <translation>Jede ausgeführte ändernde Aktion</translation>
    </message>
    <message>
        <source>Re&amp;quest Log</source>
        <translation>Anfrage&amp;protokoll</translation>
    </message>
    <message>
        <source>Every request sent, with its X-Volcano-Request-Id</source>
        <translation>Jede gesendete Anfrage, mit ihrer X-Volcano-Request-Id</translation>
    </message>
    <message>
        <source>&amp;Take Test Lease…</source>
        <translation>&amp;Test-Lease erwerben…</translation>
    </message>
    <message>
        <source>Hold a lease by hand on the selected (or any) key, with auto-renew</source>
        <translation>Eine Lease von Hand auf dem ausgewählten (oder einem beliebigen) Schlüssel halten, mit automatischer Verlängerung</translation>
    </message>
    <message>
        <source>&amp;Test Leases</source>
        <translation>&amp;Test-Leases</translation>
    </message>
    <message>
        <source>The test leases this console holds</source>
        <translation>Die Test-Leases, die diese Konsole hält</translation>
    </message>
    <message>
        <source>&amp;Quota</source>
        <translation>&amp;Kontingent</translation>
    </message>
    <message>
        <source>The project&apos;s request quota: this minute and the last hour</source>
        <translation>Das Anfragekontingent des Projekts: diese Minute und die letzte Stunde</translation>
    </message>
    <message>
        <source>Capacity P&amp;lanner</source>
        <translation>Kapazitätsp&amp;laner</translation>
    </message>
    <message>
        <source>How many lock holders a TTL allows under the quota</source>
        <translation>Wie viele Lock-Inhaber eine TTL unter dem Kontingent erlaubt</translation>
    </message>
    <message>
        <source>T&amp;imeline</source>
        <translation>&amp;Zeitachse</translation>
    </message>
    <message>
        <source>Who held which lock when; the incident report</source>
        <translation>Wer welchen Lock wann hielt; der Vorfallbericht</translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation>&amp;Alarme</translation>
    </message>
    <message>
        <source>What the watch rules say: the alerts firing and those resolved</source>
        <translation>Was die Beobachtungsregeln melden: aktive und behobene Alarme</translation>
    </message>
    <message>
        <source>Alert &amp;Rules…</source>
        <translation>Alarm&amp;regeln…</translation>
    </message>
    <message>
        <source>Edit the watch rules: what to be told about, and when</source>
        <translation>Die Beobachtungsregeln bearbeiten: worüber und wann Sie informiert werden</translation>
    </message>
    <message>
        <source>Lock &amp;Detail</source>
        <translation>Lock-&amp;Details</translation>
    </message>
    <message>
        <source>Show or hide the lock detail panel</source>
        <translation>Den Lock-Detailbereich ein- oder ausblenden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit the console</source>
        <translation>Die Konsole beenden</translation>
    </message>
    <message>
        <source>A&amp;bout</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>About Volcano Lock Console</source>
        <translation>Über Volcano Lock Console</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>Melden</translation>
    </message>
    <message>
        <source>Force Release</source>
        <translation>Zwangsfreigabe</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Test Lease</source>
        <translation>Test-Lease</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Schlüssel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Command Palette…</source>
        <translation>&amp;Befehlspalette…</translation>
    </message>
    <message>
        <source>Run any action or go to any watched key by typing a few letters</source>
        <translation>Jede Aktion ausführen oder zu jedem beobachteten Schlüssel springen, indem Sie ein paar Buchstaben tippen</translation>
    </message>
    <message>
        <source>&amp;System Colours</source>
        <translation>&amp;Systemfarben</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>The console&apos;s colours</source>
        <translation>Die Farben der Konsole</translation>
    </message>
</context>
<context>
    <name>volcano::ui::ConsoleApp</name>
    <message>
        <source>team store %1</source>
        <translation>Team-Speicher %1</translation>
    </message>
    <message>
        <source>this console (profile %1), %2</source>
        <translation>diese Konsole (Profil %1), %2</translation>
    </message>
    <message>
        <source>The team&apos;s alerts cannot be shown: %1</source>
        <translation>Die Alarme des Teams können nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>No connection profile yet: add one in Profiles (Ctrl+P).</source>
        <translation>Noch kein Verbindungsprofil: Fügen Sie eines unter Profile (Strg+P) hinzu.</translation>
    </message>
    <message>
        <source>The alert rules were not loaded; the rules before stay in force: %1</source>
        <translation>Die Alarmregeln wurden nicht geladen; die bisherigen Regeln bleiben in Kraft: %1</translation>
    </message>
    <message>
        <source>The console stopped unexpectedly last time (%1). Its report, which holds no keys or tokens, is at %2</source>
        <translation>Die Konsole wurde beim letzten Mal unerwartet beendet (%1). Ihr Bericht, der keine Schlüssel oder Tokens enthält, liegt unter %2</translation>
    </message>
    <message>
        <source>Demo sandbox (this machine)</source>
        <translation>Demo-Sandbox (dieser Rechner)</translation>
    </message>
    <message>
        <source>Could not create the demo profile: %1</source>
        <translation>Das Demo-Profil konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Welcome! This is the built-in demo sandbox with simulated workers, so you can see live locks right away. To watch your own project, add a profile in Profiles (Ctrl+P).</source>
        <translation>Willkommen! Dies ist die eingebaute Demo-Sandbox mit simulierten Workern, damit Sie sofort aktive Locks sehen. Um Ihr eigenes Projekt zu beobachten, fügen Sie unter Profile (Strg+P) ein Profil hinzu.</translation>
    </message>
    <message>
        <source>Profile “%1” cannot read locks yet: %2</source>
        <translation>Profil „%1“ kann noch keine Locks abfragen: %2</translation>
    </message>
    <message>
        <source>The embedded sandbox did not start: %1</source>
        <translation>Die eingebettete Sandbox ist nicht gestartet: %1</translation>
    </message>
    <message>
        <source>No service key is held for &quot;%1&quot;: watching through the team store needs none, but force release and test leases do (Profiles, Ctrl+P).</source>
        <translation>Für „%1“ ist kein Dienstschlüssel vorhanden: Das Beobachten über den Team-Speicher braucht keinen, Zwangsfreigabe und Test-Leases aber schon (Profile, Strg+P).</translation>
    </message>
    <message>
        <source>The keychain has no saved key for the profile &quot;%1&quot;: enter it in Profiles (Ctrl+P).</source>
        <translation>Der Schlüsselbund hat keinen gespeicherten Schlüssel für das Profil „%1“: Geben Sie ihn unter Profile (Strg+P) ein.</translation>
    </message>
    <message>
        <source>No key is held for the profile &quot;%1&quot; (keys are kept in memory only, for this session): enter it in Profiles (Ctrl+P).</source>
        <translation>Für das Profil „%1“ ist kein Schlüssel vorhanden (Schlüssel werden nur für diese Sitzung im Arbeitsspeicher gehalten): Geben Sie ihn unter Profile (Strg+P) ein.</translation>
    </message>
    <message>
        <source>Could not read the team store password: %1</source>
        <translation>Das Passwort des Team-Speichers konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Could not read the service key. %1</source>
        <translation>Der Dienstschlüssel konnte nicht gelesen werden. %1</translation>
    </message>
</context>
<context>
    <name>volcano::ui::ConsoleNotices</name>
    <message>
        <source>&lt;b&gt;Read-only profile.&lt;/b&gt; Force release and test leases are disabled here; the console only reads.</source>
        <translation>&lt;b&gt;Schreibgeschütztes Profil.&lt;/b&gt; Zwangsfreigabe und Test-Leases sind hier deaktiviert; die Konsole liest nur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Unfinished force release.&lt;/b&gt; </source>
        <translation>&lt;b&gt;Unvollendete Zwangsfreigabe.&lt;/b&gt; </translation>
    </message>
    <message>
        <source>; reading it now…</source>
        <translation>; wird jetzt abgefragt…</translation>
    </message>
    <message>
        <source>&lt;b&gt;The team store cannot be reached,&lt;/b&gt; so this console polls by itself and spends its own reads: %1</source>
        <translation>&lt;b&gt;Der Team-Speicher ist nicht erreichbar,&lt;/b&gt; daher fragt diese Konsole selbst ab und verbraucht ihre eigenen Abfragen: %1</translation>
    </message>
    <message>
        <source>Stop polling</source>
        <translation>Polling beenden</translation>
    </message>
    <message>
        <source>Poll myself</source>
        <translation>Selbst abfragen</translation>
    </message>
    <message>
        <source>Read the watched locks with this console&apos;s own budget until a recorder writes again</source>
        <translation>Die beobachteten Locks mit dem eigenen Budget dieser Konsole abfragen, bis wieder ein Recorder schreibt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Showing stale data from %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Veraltete Daten von %1.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No data yet.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Noch keine Daten.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Reads are failing.</source>
        <translation>Abfragen schlagen fehl.</translation>
    </message>
    <message>
        <source>Reads are failing: %1.</source>
        <translation>Abfragen schlagen fehl: %1.</translation>
    </message>
    <message>
        <source>A lock is never shown as free on a failed read.</source>
        <translation>Bei einer fehlgeschlagenen Abfrage wird ein Lock nie als frei angezeigt.</translation>
    </message>
</context>
<context>
    <name>volcano::ui::ConsoleStatusBar</name>
    <message>
        <source>Keys: OS keychain</source>
        <translation>Schlüssel: OS-Schlüsselbund</translation>
    </message>
    <message>
        <source>Service keys are kept in the Secret Service keychain</source>
        <translation>Dienstschlüssel werden im Secret-Service-Schlüsselbund gespeichert</translation>
    </message>
    <message>
        <source>Keys: memory only</source>
        <translation>Schlüssel: nur im RAM</translation>
    </message>
    <message>
        <source>Keys: memory only (no keyring)</source>
        <translation>Schlüssel: nur im RAM (kein Schlüsselbund)</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>NUR LESEN</translation>
    </message>
    <message>
        <source>Force release and test leases are disabled</source>
        <translation>Zwangsfreigabe und Test-Leases sind deaktiviert</translation>
    </message>
    <message>
        <source>Keychain: not used yet</source>
        <translation>Schlüsselbund: noch nicht genutzt</translation>
    </message>
    <message>
        <source>Service keys of your profiles go to the OS keychain</source>
        <translation>Dienstschlüssel Ihrer Profile kommen in den OS-Schlüsselbund</translation>
    </message>
    <message>
        <source>Profile: %1</source>
        <translation>Profil: %1</translation>
    </message>
    <message>
        <source>Project: %1</source>
        <translation>Projekt: %1</translation>
    </message>
    <message>
        <source>Connected %1: no keys watched yet</source>
        <translation>Verbunden %1: noch keine Schlüssel beobachtet</translation>
    </message>
    <message>
        <source>Cannot read locks: %1</source>
        <translation>Locks können nicht abgefragt werden: %1</translation>
    </message>
    <message>
        <source>Team mode: locks are read by the leading recorder and shared through the team store; watching costs this console no reads</source>
        <translation>Team-Modus: Locks werden vom führenden Recorder abgefragt und über den Team-Speicher geteilt; das Beobachten kostet diese Konsole keine Abfragen</translation>
    </message>
    <message>
        <source>Reads: %1/%2</source>
        <translation>Abfragen: %1/%2</translation>
    </message>
    <message>
        <source> · quota %1/%2</source>
        <translation> · Kontingent %1/%2</translation>
    </message>
    <message>
        <source> · paused (429) until %1</source>
        <translation> · pausiert (429) bis %1</translation>
    </message>
    <message>
        <source>Reads sent this UTC minute out of the console&apos;s budget</source>
        <translation>In dieser UTC-Minute gesendete Abfragen, gemessen am Budget der Konsole</translation>
    </message>
    <message>
        <source>Reads of the last minute by why the planner chose them</source>
        <translation>Abfragen der letzten Minute, nach dem Grund, aus dem der Planer sie wählte</translation>
    </message>
    <message>
        <source>Each key read about every %1</source>
        <translation>Jeder Schlüssel wird etwa alle %1 abgefragt</translation>
    </message>
    <message>
        <source>Stale: data from %1</source>
        <translation>Veraltet: Daten von %1</translation>
    </message>
    <message>
        <source>No data yet</source>
        <translation>Noch keine Daten</translation>
    </message>
    <message>
        <source>Live: last read %1</source>
        <translation>Live: letzte Abfrage %1</translation>
    </message>
    <message>
        <source>No alerts firing</source>
        <translation>Keine aktiven Alarme</translation>
    </message>
    <message>
        <source>The Alerts panel (Ctrl+Shift+A) lists them</source>
        <translation>Der Bereich Alarme (Strg+Umschalt+A) listet sie auf</translation>
    </message>
    <message numerus="yes">
        <source>No reads left for %Ln keys</source>
        <translation>
            <numerusform>Keine Abfragen mehr für %Ln Schlüssel</numerusform>
            <numerusform>Keine Abfragen mehr für %Ln Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alerts firing</source>
        <translation>
            <numerusform>%n aktiver Alarm</numerusform>
            <numerusform>%n aktive Alarme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::CopyTableView</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy Rows</source>
        <translation>Zeilen kopieren</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>%1 kopieren</translation>
    </message>
</context>
<context>
    <name>volcano::ui::FencingChartView</name>
    <message>
        <source>holder</source>
        <translation>Inhaber</translation>
    </message>
    <message>
        <source>acquired</source>
        <translation>erworben</translation>
    </message>
    <message>
        <source>handover</source>
        <translation>Übergabe</translation>
    </message>
    <message>
        <source>takeover after expiry</source>
        <translation>Übernahme nach Ablauf</translation>
    </message>
    <message>
        <source>freed</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>force release</source>
        <translation>Zwangsfreigabe</translation>
    </message>
    <message>
        <source>anomaly</source>
        <translation>Anomalie</translation>
    </message>
    <message>
        <source>held</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>No fencing token seen yet</source>
        <translation>Noch kein Fencing-Token gesehen</translation>
    </message>
    <message>
        <source>Holders in fencing-token order</source>
        <translation>Inhaber in Fencing-Token-Reihenfolge</translation>
    </message>
</context>
<context>
    <name>volcano::ui::FirstPassProgress</name>
    <message>
        <source>%1 · about %2 left</source>
        <translation>%1 · noch etwa %2</translation>
    </message>
    <message>
        <source>%1 · time left unknown</source>
        <translation>%1 · Restzeit unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>First pass: %L1 of %Ln keys read</source>
        <translation>
            <numerusform>Erster Durchlauf: %L1 von %Ln Schlüssel abgefragt</numerusform>
            <numerusform>Erster Durchlauf: %L1 von %Ln Schlüsseln abgefragt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every watched key is read once before the console knows its state; keys not read yet say &quot;not read yet&quot;. The time left is an estimate: %Ln keys left at about %L1 reads a minute (the polling budget, less what test-lease renewals, the selected key and takeover reads need). Keys matching the filter and the selected keys are read first.</source>
        <translation>
            <numerusform>Jeder beobachtete Schlüssel wird einmal abgefragt, bevor die Konsole seinen Zustand kennt; noch nicht abgefragte Schlüssel zeigen „noch nicht abgefragt“. Die Restzeit ist eine Schätzung: %Ln Schlüssel übrig bei etwa %L1 Abfragen pro Minute (das Polling-Budget abzüglich dessen, was Test-Lease-Verlängerungen, der ausgewählte Schlüssel und Übernahmeabfragen brauchen). Schlüssel, die zum Filter passen, und die ausgewählten Schlüssel werden zuerst abgefragt.</numerusform>
            <numerusform>Jeder beobachtete Schlüssel wird einmal abgefragt, bevor die Konsole seinen Zustand kennt; noch nicht abgefragte Schlüssel zeigen „noch nicht abgefragt“. Die Restzeit ist eine Schätzung: %Ln Schlüssel übrig bei etwa %L1 Abfragen pro Minute (das Polling-Budget abzüglich dessen, was Test-Lease-Verlängerungen, der ausgewählte Schlüssel und Übernahmeabfragen brauchen). Schlüssel, die zum Filter passen, und die ausgewählten Schlüssel werden zuerst abgefragt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::ForceReleaseDialog</name>
    <message>
        <source>Force Release</source>
        <translation>Zwangsfreigabe</translation>
    </message>
    <message>
        <source>Re-read</source>
        <translation>Neu abfragen</translation>
    </message>
    <message>
        <source>Copy as CLI</source>
        <translation>Als CLI kopieren</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Als curl kopieren</translation>
    </message>
    <message>
        <source>Force release %1</source>
        <translation>%1 zwangsfreigeben</translation>
    </message>
    <message>
        <source>&lt;b&gt;Force release breaks mutual exclusion&lt;/b&gt; unless the protected resource checks fencing tokens. The current holder keeps working until its next renewal fails; only a resource that rejects writes carrying a lower fencing token than the highest it has seen keeps the displaced holder from doing damage.</source>
        <translation>&lt;b&gt;Eine Zwangsfreigabe bricht den gegenseitigen Ausschluss&lt;/b&gt;, sofern die geschützte Ressource keine Fencing-Tokens prüft. Der aktuelle Inhaber arbeitet weiter, bis seine nächste Verlängerung fehlschlägt; nur eine Ressource, die Schreibvorgänge mit einem niedrigeren Fencing-Token als dem höchsten bisher gesehenen ablehnt, hindert den verdrängten Inhaber daran, Schaden anzurichten.</translation>
    </message>
    <message>
        <source>Lock &quot;%1&quot;</source>
        <translation>Lock „%1“</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the console&apos;s reads show of the holder&lt;/b&gt;</source>
        <translation>&lt;b&gt;Was die Abfragen der Konsole über den Inhaber zeigen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The same force release as a volcano-lockctl command; the service key stays in $VOLCANO_SERVICE_KEY</source>
        <translation>Dieselbe Zwangsfreigabe als volcano-lockctl-Befehl; der Dienstschlüssel bleibt in $VOLCANO_SERVICE_KEY</translation>
    </message>
    <message>
        <source>The same force release as one curl request; the service key stays in $VOLCANO_SERVICE_KEY</source>
        <translation>Dieselbe Zwangsfreigabe als eine curl-Anfrage; der Dienstschlüssel bleibt in $VOLCANO_SERVICE_KEY</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>%1 eingeben</translation>
    </message>
    <message>
        <source>Type the key to confirm</source>
        <translation>Schlüssel zur Bestätigung eingeben</translation>
    </message>
    <message>
        <source>e.g. INC-4211: worker host lost, lease stuck</source>
        <translation>z. B. INC-4211: Worker-Host verloren, Lease hängt</translation>
    </message>
    <message>
        <source>Reason for the force release</source>
        <translation>Begründung für die Zwangsfreigabe</translation>
    </message>
    <message>
        <source>&amp;Reason (required):</source>
        <translation>&amp;Begründung (erforderlich):</translation>
    </message>
    <message>
        <source>Type the &amp;key to confirm:</source>
        <translation>Zur Bestätigung den &amp;Schlüssel eingeben:</translation>
    </message>
    <message>
        <source>When this dialog read it: %1</source>
        <translation>Als dieser Dialog ihn abfragte: %1</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The holder changed while this dialog was open (fencing token %1 → %2). I have seen the new holder and still want to force-release it.</source>
        <translation>Der Inhaber hat sich geändert, während dieser Dialog offen war (Fencing-Token %1 → %2). Ich habe den neuen Inhaber gesehen und möchte ihn trotzdem zwangsfreigeben.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Kept in the audit log with this force release.</source>
        <translation>Wird mit dieser Zwangsfreigabe im Audit-Protokoll festgehalten.</translation>
    </message>
    <message>
        <source>Required: at least %1 words or %2 characters, e.g. the incident or ticket and why the holder is dead. It is kept in the audit log, so whoever reviews this force release knows why mutual exclusion was broken.</source>
        <translation>Erforderlich: mindestens %1 Wörter oder %2 Zeichen, z. B. der Vorfall oder das Ticket und warum der Inhaber tot ist. Die Begründung wird im Audit-Protokoll festgehalten, damit jeder, der diese Zwangsfreigabe prüft, weiß, warum der gegenseitige Ausschluss gebrochen wurde.</translation>
    </message>
    <message>
        <source>Not on the watchlist: add it to follow its renewals.</source>
        <translation>Nicht auf der Beobachtungsliste: Fügen Sie ihn hinzu, um seine Verlängerungen zu verfolgen.</translation>
    </message>
    <message>
        <source>not read yet</source>
        <translation>noch nicht abgefragt</translation>
    </message>
    <message>
        <source>&lt;b&gt;free&lt;/b&gt; — nothing to release</source>
        <translation>&lt;b&gt;frei&lt;/b&gt; — nichts freizugeben</translation>
    </message>
    <message>
        <source>&lt;b&gt;held&lt;/b&gt;, fencing token &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;gehalten&lt;/b&gt;, Fencing-Token &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>expires_at %1</source>
        <translation>expires_at %1</translation>
    </message>
    <message>
        <source> (in %1)</source>
        <translation> (in %1)</translation>
    </message>
    <message>
        <source> (expired; in takeover grace or renewed since)</source>
        <translation> (abgelaufen; in der Übernahme-Karenzzeit oder seitdem verlängert)</translation>
    </message>
    <message>
        <source>Reading the lock…</source>
        <translation>Lock wird abgefragt…</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new holder took the lock.&lt;/b&gt; Force Release stays disabled until you confirm below that you have seen it.</source>
        <translation>&lt;b&gt;Ein neuer Inhaber hat den Lock übernommen.&lt;/b&gt; Zwangsfreigabe bleibt deaktiviert, bis Sie unten bestätigen, dass Sie ihn gesehen haben.</translation>
    </message>
    <message>
        <source>Give a reason and type the key below to enable Force Release. It re-reads the lock just before sending and stops if the fencing token changed.</source>
        <translation>Geben Sie eine Begründung an und tippen Sie unten den Schlüssel ein, um Zwangsfreigabe zu aktivieren. Der Lock wird direkt vor dem Senden erneut abgefragt; hat sich das Fencing-Token geändert, wird abgebrochen.</translation>
    </message>
    <message>
        <source>The lock is free: there is nothing to release.</source>
        <translation>Der Lock ist frei: Es gibt nichts freizugeben.</translation>
    </message>
    <message>
        <source>The lock could not be read; nothing will be sent.</source>
        <translation>Der Lock konnte nicht abgefragt werden; es wird nichts gesendet.</translation>
    </message>
    <message>
        <source>Re-reading just before sending…</source>
        <translation>Erneute Abfrage direkt vor dem Senden…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stopped.&lt;/b&gt; Re-read to see the current holder before trying again.</source>
        <translation>&lt;b&gt;Abgebrochen.&lt;/b&gt; Fragen Sie erneut ab, um den aktuellen Inhaber zu sehen, bevor Sie es noch einmal versuchen.</translation>
    </message>
    <message>
        <source>Recorded in the audit log; sending the force release (one request, never re-sent)…</source>
        <translation>Im Audit-Protokoll festgehalten; Zwangsfreigabe wird gesendet (eine Anfrage, nie erneut gesendet)…</translation>
    </message>
    <message>
        <source>Sent. Reading the lock again…</source>
        <translation>Gesendet. Lock wird erneut abgefragt…</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Failed.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Fehlgeschlagen.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not allowed.</source>
        <translation>Nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>volcano::ui::ForceReleaseProcedure</name>
    <message>
        <source>The profile &quot;%1&quot; is read-only: force release is disabled.</source>
        <translation>Das Profil „%1“ ist schreibgeschützt: Zwangsfreigabe ist deaktiviert.</translation>
    </message>
    <message>
        <source>Could not read the lock: %1</source>
        <translation>Der Lock konnte nicht abgefragt werden: %1</translation>
    </message>
    <message>
        <source>no state</source>
        <translation>kein Zustand</translation>
    </message>
    <message>
        <source>the re-read just before sending failed (%1)</source>
        <translation>die erneute Abfrage direkt vor dem Senden ist fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>the lock changed since this dialog read it: it was %1, it is now %2</source>
        <translation>der Lock hat sich geändert, seit dieser Dialog ihn abfragte: er war %1, er ist jetzt %2</translation>
    </message>
    <message>
        <source>the audit intent could not be stored, and a force release is not sent without it</source>
        <translation>die Audit-Absicht konnte nicht gespeichert werden, und ohne sie wird keine Zwangsfreigabe gesendet</translation>
    </message>
    <message>
        <source>The server accepted the force release (204), but the follow-up read failed, so the lock&apos;s state now is unknown.</source>
        <translation>Der Server hat die Zwangsfreigabe angenommen (204), aber die Nachabfrage ist fehlgeschlagen, daher ist der aktuelle Zustand des Locks unbekannt.</translation>
    </message>
    <message>
        <source>Released: the lock is free now.</source>
        <translation>Freigegeben: Der Lock ist jetzt frei.</translation>
    </message>
    <message>
        <source>Released. Another holder has already acquired it: fencing token %1.</source>
        <translation>Freigegeben. Ein anderer Inhaber hat ihn bereits erworben: Fencing-Token %1.</translation>
    </message>
    <message>
        <source>The server answered 204, but the lock is still held with the same fencing token %1.</source>
        <translation>Der Server antwortete mit 204, aber der Lock wird noch mit demselben Fencing-Token %1 gehalten.</translation>
    </message>
    <message>
        <source>outcome unknown: the request was sent once and no answer came back (%1); it was not sent again.</source>
        <translation>Ergebnis unbekannt: Die Anfrage wurde einmal gesendet und es kam keine Antwort zurück (%1); sie wurde nicht erneut gesendet.</translation>
    </message>
    <message>
        <source>no answer within the timeout</source>
        <translation>keine Antwort innerhalb des Timeouts</translation>
    </message>
    <message>
        <source>the connection closed before an answer</source>
        <translation>die Verbindung wurde vor einer Antwort geschlossen</translation>
    </message>
    <message>
        <source>The force release failed: %1</source>
        <translation>Die Zwangsfreigabe ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The follow-up read failed too: the lock&apos;s state is unknown; read it again.</source>
        <translation>Auch die Nachabfrage ist fehlgeschlagen: Der Zustand des Locks ist unbekannt; fragen Sie ihn erneut ab.</translation>
    </message>
    <message>
        <source>The follow-up read shows the lock free now, so the release most likely took effect.</source>
        <translation>Die Nachabfrage zeigt den Lock jetzt frei, die Freigabe hat also höchstwahrscheinlich gewirkt.</translation>
    </message>
    <message>
        <source>The follow-up read shows a new holder: fencing token %1.</source>
        <translation>Die Nachabfrage zeigt einen neuen Inhaber: Fencing-Token %1.</translation>
    </message>
    <message>
        <source>The follow-up read shows the same holder still holding it (fencing token %1).</source>
        <translation>Die Nachabfrage zeigt, dass derselbe Inhaber ihn noch hält (Fencing-Token %1).</translation>
    </message>
    <message>
        <source>Stopped, nothing was sent: %1.</source>
        <translation>Abgebrochen, nichts wurde gesendet: %1.</translation>
    </message>
</context>
<context>
    <name>volcano::ui::ImportKeysDialog</name>
    <message>
        <source>Import Keys</source>
        <translation>Schlüssel importieren</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
</context>
<context>
    <name>volcano::ui::KeyListDialog</name>
    <message>
        <source>Keys to add</source>
        <translation>Hinzuzufügende Schlüssel</translation>
    </message>
    <message>
        <source>Keys already watched</source>
        <translation>Bereits beobachtete Schlüssel</translation>
    </message>
    <message>
        <source>Rejected lines</source>
        <translation>Abgelehnte Zeilen</translation>
    </message>
    <message>
        <source>&amp;Will be added (%1):</source>
        <translation>&amp;Wird hinzugefügt (%1):</translation>
    </message>
    <message>
        <source>Already &amp;watched (%1):</source>
        <translation>&amp;Bereits beobachtet (%1):</translation>
    </message>
    <message>
        <source>&amp;Rejected, not added (%1):</source>
        <translation>&amp;Abgelehnt, nicht hinzugefügt (%1):</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>volcano::ui::LockDetailPanel</name>
    <message>
        <source>Force Release…</source>
        <translation>Zwangsfreigabe…</translation>
    </message>
    <message>
        <source>Force release this lock (Ctrl+Shift+R)</source>
        <translation>Diesen Lock zwangsfreigeben (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <source>Expires at</source>
        <translation>Läuft ab um</translation>
    </message>
    <message>
        <source>Expires in</source>
        <translation>Läuft ab in</translation>
    </message>
    <message>
        <source>Takeover at</source>
        <translation>Übernahme ab</translation>
    </message>
    <message>
        <source>Fencing token</source>
        <translation>Fencing-Token</translation>
    </message>
    <message>
        <source>Holder changes</source>
        <translation>Inhaberwechsel</translation>
    </message>
    <message>
        <source>Seen this session, as in the table: handovers (the token rose between two reads that both saw the lock held) and acquisitions after the lock was seen free. The history of earlier sessions is counted separately.</source>
        <translation>In dieser Sitzung gesehen, wie in der Tabelle: Übergaben (das Token stieg zwischen zwei Abfragen, die beide den Lock gehalten sahen) und Erwerbe, nachdem der Lock frei gesehen wurde. Der Verlauf früherer Sitzungen wird getrennt gezählt.</translation>
    </message>
    <message>
        <source>Anomalies</source>
        <translation>Anomalien</translation>
    </message>
    <message>
        <source>Last good read</source>
        <translation>Letzte gute Abfrage</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>Letzte Änderung</translation>
    </message>
    <message>
        <source>Renewals</source>
        <translation>Verlängerungen</translation>
    </message>
    <message>
        <source>Inferred from reads: expires_at moved forward while the fencing token stayed. Reads are samples, so the holder renews at least this often and its TTL is at least this long.</source>
        <translation>Aus Abfragen abgeleitet: expires_at rückte vor, während das Fencing-Token gleich blieb. Abfragen sind Stichproben, daher verlängert der Inhaber mindestens so oft und seine TTL ist mindestens so lang.</translation>
    </message>
    <message>
        <source>Next read</source>
        <translation>Nächste Abfrage</translation>
    </message>
    <message>
        <source>When the console reads this key next, within its read budget</source>
        <translation>Wann die Konsole diesen Schlüssel als Nächstes abfragt, innerhalb ihres Abfragebudgets</translation>
    </message>
    <message>
        <source>Latest error</source>
        <translation>Letzter Fehler</translation>
    </message>
    <message>
        <source>expires_at + 1 s: the earliest instant another holder can acquire the lock (server clock)</source>
        <translation>expires_at + 1 s: der früheste Zeitpunkt, zu dem ein anderer Inhaber den Lock erwerben kann (Serveruhr)</translation>
    </message>
    <message>
        <source>takeover (expired)</source>
        <translation>Übernahme (abgelaufen)</translation>
    </message>
    <message>
        <source>Copy as…</source>
        <translation>Kopieren als…</translation>
    </message>
    <message>
        <source>Copy this lock&apos;s force release as a command; the service key stays in $VOLCANO_SERVICE_KEY</source>
        <translation>Die Zwangsfreigabe dieses Locks als Befehl kopieren; der Dienstschlüssel bleibt in $VOLCANO_SERVICE_KEY</translation>
    </message>
    <message>
        <source>Copy as CLI</source>
        <translation>Als CLI kopieren</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Als curl kopieren</translation>
    </message>
    <message>
        <source>Select a key</source>
        <translation>Schlüssel auswählen</translation>
    </message>
    <message numerus="yes">
        <source>%n — fencing token went backwards</source>
        <translation>
            <numerusform>%n — Fencing-Token ging zurück</numerusform>
            <numerusform>%n — Fencing-Token ging zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <source>expired; takeover in %1</source>
        <translation>abgelaufen; Übernahme in %1</translation>
    </message>
    <message>
        <source>expired; takeover possible (not re-read yet)</source>
        <translation>abgelaufen; Übernahme möglich (noch nicht erneut abgefragt)</translation>
    </message>
    <message>
        <source>— (last holder&apos;s: %1)</source>
        <translation>— (des letzten Inhabers: %1)</translation>
    </message>
    <message>
        <source>Lock history</source>
        <translation>Lock-Verlauf</translation>
    </message>
    <message>
        <source>Holders in fencing-token order</source>
        <translation>Inhaber in Fencing-Token-Reihenfolge</translation>
    </message>
    <message>
        <source>Each holder of this key as a step, in fencing-token order; the history table below lists the same events in words.</source>
        <translation>Jeder Inhaber dieses Schlüssels als Stufe, in Fencing-Token-Reihenfolge; die Verlaufstabelle darunter nennt dieselben Ereignisse in Worten.</translation>
    </message>
    <message>
        <source>Expires in: %1</source>
        <translation>Läuft ab in: %1</translation>
    </message>
    <message>
        <source>%L1 this session (%2, %L3 after a free)</source>
        <translation>%L1 in dieser Sitzung (%2, %L3 nach freiem Lock)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln handovers</source>
        <translation>
            <numerusform>%Ln Übergabe</numerusform>
            <numerusform>%Ln Übergaben</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %L2 in history</source>
        <translation>%1 · %L2 im Verlauf</translation>
    </message>
</context>
<context>
    <name>volcano::ui::LockEventNotifier</name>
    <message>
        <source>%1 changed hands</source>
        <translation>%1 hat den Inhaber gewechselt</translation>
    </message>
    <message>
        <source>Fencing token %1 → %2</source>
        <translation>Fencing-Token %1 → %2</translation>
    </message>
    <message>
        <source>%1 was acquired</source>
        <translation>%1 wurde erworben</translation>
    </message>
    <message>
        <source>A new holder took the free lock: fencing token %1</source>
        <translation>Ein neuer Inhaber hat den freien Lock übernommen: Fencing-Token %1</translation>
    </message>
    <message>
        <source>%1 is free</source>
        <translation>%1 ist frei</translation>
    </message>
    <message>
        <source>The holder with fencing token %1 is gone</source>
        <translation>Der Inhaber mit Fencing-Token %1 ist weg</translation>
    </message>
    <message>
        <source>%1: fencing token went backwards</source>
        <translation>%1: Fencing-Token ging zurück</translation>
    </message>
    <message>
        <source>Saw %1 after %2 — the server broke the fencing contract</source>
        <translation>%1 nach %2 gesehen — der Server hat den Fencing-Vertrag gebrochen</translation>
    </message>
</context>
<context>
    <name>volcano::ui::LockHistoryModel</name>
    <message>
        <source>The fencing token went backwards: the server reused or lowered a token, which the contract forbids. Investigate before trusting it.</source>
        <translation>Das Fencing-Token ging zurück: Der Server hat ein Token wiederverwendet oder gesenkt, was der Vertrag verbietet. Untersuchen Sie das, bevor Sie ihm vertrauen.</translation>
    </message>
    <message>
        <source>Seen at</source>
        <translation>Gesehen um</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Fencing token</source>
        <translation>Fencing-Token</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>Expires at (UTC)</source>
        <translation>Läuft ab um (UTC)</translation>
    </message>
    <message>
        <source>released</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>handover</source>
        <translation>Übergabe</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>takeover (expired)</source>
        <translation>Übernahme (abgelaufen)</translation>
    </message>
    <message>
        <source>force-released</source>
        <translation>zwangsfreigegeben</translation>
    </message>
    <message>
        <source>Previous token: %1.</source>
        <translation>Vorheriges Token: %1.</translation>
    </message>
    <message>
        <source>The token rose between two reads that both saw the lock held: at least one change of holder.</source>
        <translation>Das Token stieg zwischen zwei Abfragen, die beide den Lock gehalten sahen: mindestens ein Inhaberwechsel.</translation>
    </message>
    <message>
        <source>The lock was seen free after being held.</source>
        <translation>Der Lock wurde frei gesehen, nachdem er gehalten war.</translation>
    </message>
    <message>
        <source>The previous lease ended before its expires_at: its holder released it.</source>
        <translation>Die vorherige Lease endete vor ihrem expires_at: Ihr Inhaber hat sie freigegeben.</translation>
    </message>
    <message>
        <source>The previous lease had run out (expires_at passed) with no sign of an earlier release: its holder most likely stopped renewing (a crash).</source>
        <translation>Die vorherige Lease war abgelaufen (expires_at überschritten), ohne Anzeichen einer früheren Freigabe: Ihr Inhaber hat höchstwahrscheinlich aufgehört zu verlängern (ein Absturz).</translation>
    </message>
    <message>
        <source>This console force-released it (see the audit log).</source>
        <translation>Diese Konsole hat ihn zwangsfreigegeben (siehe Audit-Protokoll).</translation>
    </message>
    <message>
        <source>first-seen</source>
        <translation>erstmals gesehen</translation>
    </message>
    <message>
        <source>acquired</source>
        <translation>erworben</translation>
    </message>
    <message>
        <source>freed</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>anomaly</source>
        <translation>Anomalie</translation>
    </message>
</context>
<context>
    <name>volcano::ui::MainWindow</name>
    <message>
        <source>Volcano Lock Console</source>
        <translation>Volcano Lock Console</translation>
    </message>
    <message>
        <source>REASON</source>
        <translation>GRUND</translation>
    </message>
    <message>
        <source>Releasing test leases…</source>
        <translation>Test-Leases werden freigegeben…</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Budget </source>
        <translation>Budget </translation>
    </message>
    <message>
        <source>Locks</source>
        <translation>Locks</translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>Kontingent</translation>
    </message>
    <message>
        <source>Capacity Planner</source>
        <translation>Kapazitätsplaner</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <source>Request Log</source>
        <translation>Anfrageprotokoll</translation>
    </message>
    <message>
        <source>Audit Log</source>
        <translation>Audit-Protokoll</translation>
    </message>
    <message>
        <source>Test Leases</source>
        <translation>Test-Leases</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>%1 — Volcano Lock Console</source>
        <translation>%1 — Volcano Lock Console</translation>
    </message>
    <message>
        <source>Alerts (%1 firing)</source>
        <translation>Alarme (%1 aktiv)</translation>
    </message>
    <message>
        <source>Alert Rules</source>
        <translation>Alarmregeln</translation>
    </message>
    <message>
        <source>The rules were not saved: %1</source>
        <translation>Die Regeln wurden nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>About Volcano Lock Console</source>
        <translation>Über Volcano Lock Console</translation>
    </message>
    <message>
        <source>Volcano Lock Console %1

An operator console for Volcano project locks: who holds a lock and until when, how fencing tokens move, and a safe force release.</source>
        <translation>Volcano Lock Console %1

Eine Operator-Konsole für Volcano-Projekt-Locks: wer einen Lock hält und bis wann, wie sich Fencing-Tokens bewegen, und eine sichere Zwangsfreigabe.</translation>
    </message>
    <message>
        <source>%1 menu</source>
        <translation>Menü %1</translation>
    </message>
    <message>
        <source>watched key</source>
        <translation>beobachteter Schlüssel</translation>
    </message>
</context>
<context>
    <name>volcano::ui::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>volcano::ui::PasteKeysDialog</name>
    <message>
        <source>Paste Keys</source>
        <translation>Schlüssel einfügen</translation>
    </message>
    <message>
        <source>Keys to paste</source>
        <translation>Einzufügende Schlüssel</translation>
    </message>
    <message>
        <source>One key per line; &apos;#&apos; starts a comment</source>
        <translation>Ein Schlüssel pro Zeile; &apos;#&apos; leitet einen Kommentar ein</translation>
    </message>
    <message>
        <source>&amp;Keys to watch, one per line:</source>
        <translation>Zu beobachtende &amp;Schlüssel, einer pro Zeile:</translation>
    </message>
</context>
<context>
    <name>volcano::ui::PollingBudgetBox</name>
    <message>
        <source> reads/min</source>
        <translation> Abfragen/min</translation>
    </message>
    <message>
        <source>Reads a minute the console may spend polling, out of the project&apos;s 600-request quota that it shares with the workers</source>
        <translation>Abfragen pro Minute, die die Konsole fürs Polling ausgeben darf, aus dem Kontingent des Projekts von 600 Anfragen, das sie mit den Workern teilt</translation>
    </message>
    <message>
        <source>Polling budget, reads a minute</source>
        <translation>Abfragebudget, Abfragen pro Minute</translation>
    </message>
</context>
<context>
    <name>volcano::ui::ProfileChooser</name>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Connection profile: %1</source>
        <translation>Verbindungsprofil: %1</translation>
    </message>
</context>
<context>
    <name>volcano::ui::ProfilesDialog</name>
    <message>
        <source>Read-only (production-safe): no force release, no test leases</source>
        <translation>Schreibgeschützt (produktionssicher): keine Zwangsfreigabe, keine Test-Leases</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Use This Profile</source>
        <translation>Profil &amp;verwenden</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Connection Profiles</source>
        <translation>Verbindungsprofile</translation>
    </message>
    <message>
        <source>e.g. payments-prod</source>
        <translation>z. B. payments-prod</translation>
    </message>
    <message>
        <source>leave empty to keep the stored key</source>
        <translation>leer lassen, um den gespeicherten Schlüssel zu behalten</translation>
    </message>
    <message>
        <source>Kept in the OS keychain, never in settings or logs</source>
        <translation>Im OS-Schlüsselbund gespeichert, nie in Einstellungen oder Protokollen</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Base &amp;URL:</source>
        <translation>Basis-&amp;URL:</translation>
    </message>
    <message>
        <source>&amp;Project label:</source>
        <translation>&amp;Projektbezeichnung:</translation>
    </message>
    <message>
        <source>optional: PEM file of a private CA</source>
        <translation>optional: PEM-Datei einer privaten CA</translation>
    </message>
    <message>
        <source>Trusted on top of the system trust store, for a server whose certificate a private CA signed. TLS errors are never ignored.</source>
        <translation>Zusätzlich zum Vertrauensspeicher des Systems vertraut, für einen Server, dessen Zertifikat eine private CA signiert hat. TLS-Fehler werden nie ignoriert.</translation>
    </message>
    <message>
        <source>&amp;CA file:</source>
        <translation>&amp;CA-Datei:</translation>
    </message>
    <message>
        <source>Service &amp;key:</source>
        <translation>&amp;Dienstschlüssel:</translation>
    </message>
    <message>
        <source>optional: postgresql://you@db.example.com/locks</source>
        <translation>optional: postgresql://you@db.example.com/locks</translation>
    </message>
    <message>
        <source>Team mode: read what the team&apos;s recorder writes to this store instead of polling (docs/team-mode.md). Empty: solo mode.</source>
        <translation>Team-Modus: lesen, was der Recorder des Teams in diesen Speicher schreibt, statt selbst abzufragen (docs/team-mode.md). Leer: Einzelmodus.</translation>
    </message>
    <message>
        <source>leave empty to keep the stored password</source>
        <translation>leer lassen, um das gespeicherte Passwort zu behalten</translation>
    </message>
    <message>
        <source>&amp;Team store:</source>
        <translation>T&amp;eam-Speicher:</translation>
    </message>
    <message>
        <source>Store pass&amp;word:</source>
        <translation>Speicher-Pass&amp;wort:</translation>
    </message>
    <message>
        <source>Storing the key…</source>
        <translation>Schlüssel wird gespeichert…</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Test läuft…</translation>
    </message>
    <message>
        <source>No service key is stored for this profile: type it in the Service key field.</source>
        <translation>Für dieses Profil ist kein Dienstschlüssel gespeichert: Geben Sie ihn im Feld Dienstschlüssel ein.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The embedded sandbox is started and keyed by the console.</source>
        <translation>Die eingebettete Sandbox wird von der Konsole gestartet und mit einem Schlüssel versehen.</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The profile &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>Das Profil „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <source>Remove Profile</source>
        <translation>Profil entfernen</translation>
    </message>
    <message>
        <source>Remove the profile &quot;%1&quot; and its stored service key? Its watchlist and history stay in the database.</source>
        <translation>Das Profil „%1“ und seinen gespeicherten Dienstschlüssel entfernen? Seine Beobachtungsliste und sein Verlauf bleiben in der Datenbank.</translation>
    </message>
    <message>
        <source>The embedded sandbox runs on this machine; the console starts it and generates its key.</source>
        <translation>Die eingebettete Sandbox läuft auf diesem Rechner; die Konsole startet sie und erzeugt ihren Schlüssel.</translation>
    </message>
    <message>
        <source>The key is kept in the OS keychain, never in settings.</source>
        <translation>Der Schlüssel wird im OS-Schlüsselbund gespeichert, nie in den Einstellungen.</translation>
    </message>
    <message>
        <source>Key stored in the OS keychain.</source>
        <translation>Schlüssel im OS-Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <source>Enter the key again after a restart.</source>
        <translation>Geben Sie den Schlüssel nach einem Neustart erneut ein.</translation>
    </message>
    <message>
        <source>Could not store the key. %1</source>
        <translation>Der Schlüssel konnte nicht gespeichert werden. %1</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Connected: the server answered and accepted the key (read %L1 ms).</source>
        <translation>Verbunden: Der Server hat geantwortet und den Schlüssel akzeptiert (Abfrage %L1 ms).</translation>
    </message>
</context>
<context>
    <name>volcano::ui::QuotaChartView</name>
    <message>
        <source>read</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>acquire</source>
        <translation>Erwerb</translation>
    </message>
    <message>
        <source>renew</source>
        <translation>Verlängerung</translation>
    </message>
    <message>
        <source>release</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>force release</source>
        <translation>Zwangsfreigabe</translation>
    </message>
    <message>
        <source>project use</source>
        <translation>Projektnutzung</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>429</source>
        <translation>429</translation>
    </message>
    <message>
        <source>requests / min</source>
        <translation>Anfragen / min</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>Limit %1</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
</context>
<context>
    <name>volcano::ui::QuotaPanel</name>
    <message>
        <source>This minute:</source>
        <translation>Diese Minute:</translation>
    </message>
    <message>
        <source>resets in %1</source>
        <translation>zurückgesetzt in %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#c62828&apos;&gt;429: blocked until %1&lt;/b&gt; · %2</source>
        <translation>&lt;b style=&apos;color:#c62828&apos;&gt;429: blockiert bis %1&lt;/b&gt; · %2</translation>
    </message>
    <message>
        <source> · the server does not report project-wide use; counting this console&apos;s requests</source>
        <translation> · der Server meldet keine projektweite Nutzung; gezählt werden die Anfragen dieser Konsole</translation>
    </message>
    <message>
        <source>Quota use per minute, last hour</source>
        <translation>Kontingentnutzung pro Minute, letzte Stunde</translation>
    </message>
    <message>
        <source>Requests of each UTC minute by kind against the limit; the gauge and the line above say this minute&apos;s figures in words.</source>
        <translation>Anfragen jeder UTC-Minute nach Art, gemessen am Limit; die Anzeige und die Zeile darüber nennen die Zahlen dieser Minute in Worten.</translation>
    </message>
    <message>
        <source>project %L1 / %L2</source>
        <translation>Projekt %L1 / %L2</translation>
    </message>
    <message>
        <source>console %L1 / %L2</source>
        <translation>Konsole %L1 / %L2</translation>
    </message>
    <message>
        <source>Console this minute: %L1 read · %L2 acquire · %L3 renew · %L4 release · %L5 force release</source>
        <translation>Konsole diese Minute: %L1 Abfrage · %L2 Erwerb · %L3 Verlängerung · %L4 Freigabe · %L5 Zwangsfreigabe</translation>
    </message>
</context>
<context>
    <name>volcano::ui::RequestLogModel</name>
    <message>
        <source>Sent (UTC)</source>
        <translation>Gesendet (UTC)</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>X-Volcano-Request-Id</source>
        <translation>X-Volcano-Request-Id</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
</context>
<context>
    <name>volcano::ui::RequestLogView</name>
    <message>
        <source>Follow new requests</source>
        <translation>Neuen Anfragen folgen</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Nur Fehler</translation>
    </message>
    <message>
        <source>Request Id</source>
        <translation>Anfrage-ID</translation>
    </message>
    <message>
        <source>Filter by path, code or request id</source>
        <translation>Nach Pfad, Code oder Anfrage-ID filtern</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Filter the request log</source>
        <translation>Anfrageprotokoll filtern</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>Anfrageprotokoll</translation>
    </message>
    <message numerus="yes">
        <source>%Ln requests kept</source>
        <translation>
            <numerusform>%Ln Anfrage gespeichert</numerusform>
            <numerusform>%Ln Anfragen gespeichert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::TeamMode</name>
    <message>
        <source>No recorder is leading for this team store, so nothing new arrives.</source>
        <translation>Für diesen Team-Speicher führt kein Recorder, daher kommt nichts Neues an.</translation>
    </message>
    <message>
        <source>Recorder %1 has written nothing for %2 s: what you see may be out of date.</source>
        <translation>Recorder %1 hat seit %2 s nichts geschrieben: Was Sie sehen, ist möglicherweise veraltet.</translation>
    </message>
    <message>
        <source>Team store unreachable; reconnecting</source>
        <translation>Team-Speicher nicht erreichbar; neue Verbindung läuft</translation>
    </message>
    <message>
        <source>Team store · no recorder leading</source>
        <translation>Team-Speicher · kein führender Recorder</translation>
    </message>
    <message>
        <source>no observation yet</source>
        <translation>noch keine Beobachtung</translation>
    </message>
    <message>
        <source>last observation %1 s ago</source>
        <translation>letzte Beobachtung vor %1 s</translation>
    </message>
    <message>
        <source>Team store · recorder %1 leads · %2</source>
        <translation>Team-Speicher · Recorder %1 führt · %2</translation>
    </message>
</context>
<context>
    <name>volcano::ui::TestLeaseManager</name>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>The keychain has no saved lock token for this lease (a locked keychain answers the same way).</source>
        <translation>Der Schlüsselbund hat kein gespeichertes Lock-Token für diese Lease (ein gesperrter Schlüsselbund antwortet genauso).</translation>
    </message>
    <message>
        <source>Not connected: choose a profile first.</source>
        <translation>Nicht verbunden: Wählen Sie zuerst ein Profil.</translation>
    </message>
    <message>
        <source>This profile is read-only: test leases are disabled.</source>
        <translation>Dieses Profil ist schreibgeschützt: Test-Leases sind deaktiviert.</translation>
    </message>
    <message>
        <source>You already hold a test lease on %1.</source>
        <translation>Sie halten bereits eine Test-Lease auf %1.</translation>
    </message>
    <message>
        <source>Left held on the server, to be resumed at the next start.</source>
        <translation>Auf dem Server gehalten, um beim nächsten Start fortgesetzt zu werden.</translation>
    </message>
    <message>
        <source>No answer to the release in time; the lease expires on its own.</source>
        <translation>Keine rechtzeitige Antwort auf die Freigabe; die Lease läuft von selbst ab.</translation>
    </message>
    <message>
        <source>Resumed, but the saved lease had lapsed: this is a new acquisition (fencing token %1, was %2).</source>
        <translation>Fortgesetzt, aber die gespeicherte Lease war verfallen: Dies ist ein neuer Erwerb (Fencing-Token %1, vorher %2).</translation>
    </message>
    <message>
        <source>Resumed the same acquisition after a restart.</source>
        <translation>Denselben Erwerb nach einem Neustart fortgesetzt.</translation>
    </message>
    <message>
        <source>Could not resume: %1</source>
        <translation>Fortsetzen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Not acquired: %1.</source>
        <translation>Nicht erworben: %1.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The last read saw it held (fencing token %1) until %2; it can be taken from %3 unless the holder renews.</source>
        <translation>Die letzte Abfrage sah ihn gehalten (Fencing-Token %1) bis %2; ab %3 kann er übernommen werden, sofern der Inhaber nicht verlängert.</translation>
    </message>
    <message>
        <source>Released.</source>
        <translation>Freigegeben.</translation>
    </message>
    <message>
        <source>Test lease lost: %1</source>
        <translation>Test-Lease verloren: %1</translation>
    </message>
    <message>
        <source>This lease cannot be resumed after a restart. %1</source>
        <translation>Diese Lease kann nach einem Neustart nicht fortgesetzt werden. %1</translation>
    </message>
    <message>
        <source>The keychain did not keep the lock token, so this lease cannot be resumed after a restart. %1</source>
        <translation>Der Schlüsselbund hat das Lock-Token nicht behalten, daher kann diese Lease nach einem Neustart nicht fortgesetzt werden. %1</translation>
    </message>
    <message>
        <source>Could not save the lease for a resume (database error).</source>
        <translation>Die Lease konnte nicht zum Fortsetzen gespeichert werden (Datenbankfehler).</translation>
    </message>
    <message>
        <source>Resuming: reading the lock token from the keychain…</source>
        <translation>Fortsetzen: Lock-Token wird aus dem Schlüsselbund gelesen…</translation>
    </message>
    <message>
        <source>Cannot resume: the stored lock token is not valid (%1).</source>
        <translation>Fortsetzen nicht möglich: Das gespeicherte Lock-Token ist ungültig (%1).</translation>
    </message>
    <message>
        <source>Resuming with the saved lock token…</source>
        <translation>Fortsetzen mit dem gespeicherten Lock-Token…</translation>
    </message>
    <message>
        <source>Cannot resume the lease. %1 Dismiss the row to forget it.</source>
        <translation>Die Lease kann nicht fortgesetzt werden. %1 Schließen Sie die Zeile, um sie zu vergessen.</translation>
    </message>
</context>
<context>
    <name>volcano::ui::TestLeaseModel</name>
    <message>
        <source>idle</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>acquiring</source>
        <translation>wird erworben</translation>
    </message>
    <message>
        <source>held, at 90-day cap</source>
        <translation>gehalten, 90-Tage-Grenze</translation>
    </message>
    <message>
        <source>held</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>held, no renew</source>
        <translation>gehalten, ohne Verlängerung</translation>
    </message>
    <message>
        <source>releasing</source>
        <translation>wird freigegeben</translation>
    </message>
    <message>
        <source>released</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>LOST</source>
        <translation>VERLOREN</translation>
    </message>
    <message>
        <source>not acquired</source>
        <translation>nicht erworben</translation>
    </message>
    <message>
        <source>resuming</source>
        <translation>wird fortgesetzt</translation>
    </message>
    <message>
        <source>cannot resume</source>
        <translation>nicht fortsetzbar</translation>
    </message>
    <message>
        <source>left for resume</source>
        <translation>zum Fortsetzen</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none (capped)</source>
        <translation>keine (begrenzt)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Until expires_at on the server&apos;s clock (corrected by the estimated offset)</source>
        <translation>Bis expires_at auf der Uhr des Servers (korrigiert um den geschätzten Versatz)</translation>
    </message>
    <message>
        <source>When this console stops trusting the lease: send time of the last good request + TTL, on the monotonic clock</source>
        <translation>Wann diese Konsole der Lease nicht mehr vertraut: Sendezeit der letzten erfolgreichen Anfrage + TTL, auf der monotonen Uhr</translation>
    </message>
    <message>
        <source>The acquisition&apos;s 90-day deadline, %1: renewals stop extending the lease there</source>
        <translation>Die 90-Tage-Frist des Erwerbs, %1: Ab dann verlängern Verlängerungen die Lease nicht mehr</translation>
    </message>
    <message>
        <source>Successful renewals of this lease and when the last one was sent. Renewals are counted here, not written to the audit log; acquire, release and loss are audited.</source>
        <translation>Erfolgreiche Verlängerungen dieser Lease und wann die letzte gesendet wurde. Verlängerungen werden hier gezählt, nicht ins Audit-Protokoll geschrieben; Erwerb, Freigabe und Verlust werden protokolliert.</translation>
    </message>
    <message>
        <source>Renew automatically; without it the lease ends at its local deadline</source>
        <translation>Automatisch verlängern; ohne dies endet die Lease an ihrer lokalen Frist</translation>
    </message>
    <message>
        <source>Not available: without a keychain the lock token can only be kept in memory, so the lease cannot be resumed after a restart.</source>
        <translation>Nicht verfügbar: Ohne Schlüsselbund kann das Lock-Token nur im Arbeitsspeicher gehalten werden, daher kann die Lease nach einem Neustart nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Keep the lock token in the OS keychain and take the lease up again when the console restarts. Your desktop may ask you to unlock the keychain when the token is stored.</source>
        <translation>Das Lock-Token im OS-Schlüsselbund speichern und die Lease beim Neustart der Konsole wieder aufnehmen. Ihr Desktop fordert Sie möglicherweise auf, den Schlüsselbund zu entsperren, wenn das Token gespeichert wird.</translation>
    </message>
    <message>
        <source>The lease&apos;s secret: copy it to act as this holder elsewhere</source>
        <translation>Das Geheimnis der Lease: Kopieren Sie es, um anderswo als dieser Inhaber zu handeln</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>%1, last %2</source>
        <translation>%1, zuletzt %2</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Fencing token</source>
        <translation>Fencing-Token</translation>
    </message>
    <message>
        <source>Expires in</source>
        <translation>Läuft ab in</translation>
    </message>
    <message>
        <source>Local deadline</source>
        <translation>Lokale Frist</translation>
    </message>
    <message>
        <source>Renewals</source>
        <translation>Verlängerungen</translation>
    </message>
    <message>
        <source>Renew latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Next renewal</source>
        <translation>Nächste Verlängerung</translation>
    </message>
    <message>
        <source>90-day deadline</source>
        <translation>90-Tage-Frist</translation>
    </message>
    <message>
        <source>Auto-renew</source>
        <translation>Auto-Verlängerung</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Lock token</source>
        <translation>Lock-Token</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
</context>
<context>
    <name>volcano::ui::TestLeasePanel</name>
    <message>
        <source>Keep the lock token in the OS keychain and take the lease up again when the console restarts. The token is stored when the lease is acquired; if the keychain is locked, your desktop asks you to unlock it then.</source>
        <translation>Das Lock-Token im OS-Schlüsselbund speichern und die Lease beim Neustart der Konsole wieder aufnehmen. Das Token wird beim Erwerb der Lease gespeichert; ist der Schlüsselbund gesperrt, fordert Ihr Desktop Sie dann auf, ihn zu entsperren.</translation>
    </message>
    <message>
        <source>Auto-renew</source>
        <translation>Auto-Verlängerung</translation>
    </message>
    <message>
        <source>Resume after restart</source>
        <translation>Nach Neustart fortsetzen</translation>
    </message>
    <message>
        <source>Take Lease</source>
        <translation>Lease erwerben</translation>
    </message>
    <message>
        <source>Renew Now</source>
        <translation>Jetzt verlängern</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Freigeben</translation>
    </message>
    <message>
        <source>Copy Lock Token</source>
        <translation>Lock-Token kopieren</translation>
    </message>
    <message>
        <source>Copy Fencing Token</source>
        <translation>Fencing-Token kopieren</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only profile:&lt;/b&gt; test leases are disabled.</source>
        <translation>&lt;b&gt;Schreibgeschütztes Profil:&lt;/b&gt; Test-Leases sind deaktiviert.</translation>
    </message>
    <message>
        <source>Lock key, e.g. jobs:nightly-report</source>
        <translation>Lock-Schlüssel, z. B. jobs:nightly-report</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Lease TTL: %1 s to 90 days (%2 s)</source>
        <translation>Lease-TTL: %1 s bis 90 Tage (%2 s)</translation>
    </message>
    <message>
        <source> % of TTL</source>
        <translation> % der TTL</translation>
    </message>
    <message>
        <source>Renew this far into each lease (33 % = every ttl/3); never later than 1 s before expiry</source>
        <translation>Nach diesem Anteil jeder Lease verlängern (33 % = alle ttl/3); nie später als 1 s vor Ablauf</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>Renew at</source>
        <translation>Verlängern bei</translation>
    </message>
    <message>
        <source>Renew the held lease now</source>
        <translation>Die gehaltene Lease jetzt verlängern</translation>
    </message>
    <message>
        <source>Release the lease now (the console also releases open test leases when it quits, except those kept for a resume)</source>
        <translation>Die Lease jetzt freigeben (die Konsole gibt offene Test-Leases auch beim Beenden frei, außer den zum Fortsetzen aufbewahrten)</translation>
    </message>
    <message>
        <source>Remove a finished row</source>
        <translation>Eine beendete Zeile entfernen</translation>
    </message>
    <message>
        <source>Not available: %1 Without the keychain a test lease cannot be resumed after a restart.</source>
        <translation>Nicht verfügbar: %1 Ohne Schlüsselbund kann eine Test-Lease nach einem Neustart nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Resume after restart:&lt;/b&gt; once the lease is acquired, its lock token is stored in the OS keychain (never in a file). If the keychain is locked, your desktop asks you to unlock it then.</source>
        <translation>&lt;b&gt;Nach Neustart fortsetzen:&lt;/b&gt; Sobald die Lease erworben ist, wird ihr Lock-Token im OS-Schlüsselbund gespeichert (nie in einer Datei). Ist der Schlüsselbund gesperrt, fordert Ihr Desktop Sie dann auf, ihn zu entsperren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Test lease on %1 lost at %2.&lt;/b&gt; %3 Stop any work this lease protects.</source>
        <translation>&lt;b&gt;Test-Lease auf %1 um %2 verloren.&lt;/b&gt; %3 Beenden Sie jede Arbeit, die diese Lease schützt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3</translation>
    </message>
    <message>
        <source>Lock key</source>
        <translation>Lock-Schlüssel</translation>
    </message>
    <message>
        <source>TTL in seconds</source>
        <translation>TTL in Sekunden</translation>
    </message>
    <message>
        <source>Renew at percent of the TTL</source>
        <translation>Verlängern bei Prozent der TTL</translation>
    </message>
    <message>
        <source>Test leases</source>
        <translation>Test-Leases</translation>
    </message>
</context>
<context>
    <name>volcano::ui::TimelinePanel</name>
    <message>
        <source>Last 15 minutes</source>
        <translation>Letzte 15 Minuten</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Last 6 hours</source>
        <translation>Letzte 6 Stunden</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Time range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Watched keys</source>
        <translation>Beobachtete Schlüssel</translation>
    </message>
    <message>
        <source>Keys the Locks tab shows</source>
        <translation>Schlüssel, die der Tab Locks zeigt</translation>
    </message>
    <message>
        <source>Keys selected in the Locks tab</source>
        <translation>Im Tab Locks ausgewählte Schlüssel</translation>
    </message>
    <message>
        <source>Every key read in the range</source>
        <translation>Jeder im Zeitraum abgefragte Schlüssel</translation>
    </message>
    <message>
        <source>Keys shown</source>
        <translation>Angezeigte Schlüssel</translation>
    </message>
    <message>
        <source>Which keys get a lane</source>
        <translation>Welche Schlüssel eine Spur bekommen</translation>
    </message>
    <message>
        <source>Filter keys</source>
        <translation>Schlüssel filtern</translation>
    </message>
    <message>
        <source>Filter the timeline&apos;s keys</source>
        <translation>Die Schlüssel der Zeitachse filtern</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Read the history again (F5 in the view)</source>
        <translation>Den Verlauf erneut lesen (F5 in der Ansicht)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in (+, or Ctrl+wheel)</source>
        <translation>Vergrößern (+ oder Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>Verkleinern (-)</translation>
    </message>
    <message>
        <source>Whole range</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Show the whole range (Home)</source>
        <translation>Gesamten Zeitraum zeigen (Pos1)</translation>
    </message>
    <message>
        <source>Write incident report…</source>
        <translation>Vorfallbericht schreiben…</translation>
    </message>
    <message>
        <source>The report of the range shown: Markdown, HTML or JSON</source>
        <translation>Der Bericht zum angezeigten Zeitraum: Markdown, HTML oder JSON</translation>
    </message>
    <message>
        <source>Nothing was recorded before %1 UTC.</source>
        <translation>Vor %1 UTC wurde nichts aufgezeichnet.</translation>
    </message>
    <message>
        <source>No key matches the filter.</source>
        <translation>Kein Schlüssel passt zum Filter.</translation>
    </message>
    <message>
        <source>No key is watched: add keys in the Locks tab.</source>
        <translation>Kein Schlüssel wird beobachtet: Fügen Sie im Tab Locks Schlüssel hinzu.</translation>
    </message>
    <message>
        <source>The Locks tab shows no key.</source>
        <translation>Der Tab Locks zeigt keinen Schlüssel.</translation>
    </message>
    <message>
        <source>Select keys in the Locks tab to see them here.</source>
        <translation>Wählen Sie im Tab Locks Schlüssel aus, um sie hier zu sehen.</translation>
    </message>
    <message>
        <source>No key was read in this range.</source>
        <translation>In diesem Zeitraum wurde kein Schlüssel abgefragt.</translation>
    </message>
    <message>
        <source>held</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <source>held, then expired</source>
        <translation>gehalten, dann abgelaufen</translation>
    </message>
    <message>
        <source>force-released</source>
        <translation>zwangsfreigegeben</translation>
    </message>
    <message>
        <source>hatched: not seen (no read covers it)</source>
        <translation>schraffiert: nicht gesehen (keine Abfrage deckt es ab)</translation>
    </message>
    <message>
        <source>shaded: 429</source>
        <translation>schattiert: 429</translation>
    </message>
    <message>
        <source>503</source>
        <translation>503</translation>
    </message>
    <message>
        <source>quota above threshold</source>
        <translation>Kontingent über Schwelle</translation>
    </message>
    <message>
        <source>ticks: renewals seen; triangles: force releases, anomalies, alerts</source>
        <translation>Striche: gesehene Verlängerungen; Dreiecke: Zwangsfreigaben, Anomalien, Alarme</translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation>Der Verlauf konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Lock timeline</source>
        <translation>Lock-Zeitachse</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export timeline image</source>
        <translation>Bild der Zeitachse exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <source>Export timeline events</source>
        <translation>Ereignisse der Zeitachse exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Write incident report</source>
        <translation>Vorfallbericht schreiben</translation>
    </message>
    <message>
        <source>HTML (*.html);;Markdown (*.md);;JSON (*.json)</source>
        <translation>HTML (*.html);;Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Save the view as an image, or its events</source>
        <translation>Die Ansicht als Bild oder ihre Ereignisse speichern</translation>
    </message>
    <message>
        <source>Image (PNG, SVG)…</source>
        <translation>Bild (PNG, SVG)…</translation>
    </message>
    <message>
        <source>Events (CSV, JSON)…</source>
        <translation>Ereignisse (CSV, JSON)…</translation>
    </message>
    <message>
        <source>Part of a key (any case), or a pattern with * ? [ ] as in alert rules</source>
        <translation>Teil eines Schlüssels (beliebige Schreibung) oder ein Muster mit * ? [ ] wie in Alarmregeln</translation>
    </message>
    <message>
        <source>%1, %2, from %3 to %4 UTC. Source: %5.</source>
        <translation>%1, %2, von %3 bis %4 UTC. Quelle: %5.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln keys</source>
        <translation>
            <numerusform>%Ln Schlüssel</numerusform>
            <numerusform>%Ln Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln events</source>
        <translation>
            <numerusform>%Ln Ereignis</numerusform>
            <numerusform>%Ln Ereignisse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::TimelineView</name>
    <message>
        <source>Lock timeline</source>
        <translation>Lock-Zeitachse</translation>
    </message>
    <message>
        <source>One lane per key. Ctrl+wheel or plus and minus zoom, drag or Left and Right pan, Home shows the whole range, Enter opens the current key.</source>
        <translation>Eine Spur pro Schlüssel. Strg+Mausrad oder Plus und Minus zoomen, Ziehen oder Links und Rechts verschieben, Pos1 zeigt den gesamten Zeitraum, Eingabetaste öffnet den aktuellen Schlüssel.</translation>
    </message>
    <message>
        <source>(project)</source>
        <translation>(Projekt)</translation>
    </message>
    <message>
        <source>UTC %1</source>
        <translation>UTC %1</translation>
    </message>
    <message>
        <source>%1: not seen %2 – %3 UTC (no read covers this)</source>
        <translation>%1: nicht gesehen %2 – %3 UTC (keine Abfrage deckt dies ab)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln reads in the range</source>
        <translation>
            <numerusform>%1: %Ln Abfrage im Zeitraum</numerusform>
            <numerusform>%1: %Ln Abfragen im Zeitraum</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>volcano::ui::WatchTableModel</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Expires in</source>
        <translation>Läuft ab in</translation>
    </message>
    <message>
        <source>Fencing token</source>
        <translation>Fencing-Token</translation>
    </message>
    <message>
        <source>Holder changes</source>
        <translation>Wechsel</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Last read</source>
        <translation>Gelesen</translation>
    </message>
    <message>
        <source>Time left until expires_at, on the server&apos;s clock as estimated from the console&apos;s clock offset</source>
        <translation>Verbleibende Zeit bis expires_at, auf der Uhr des Servers, geschätzt aus dem Uhrenversatz der Konsole</translation>
    </message>
    <message>
        <source>Changes of holder seen this session: a fencing token that rose between two reads that both saw the lock held counts as one handover (at least one), a lock seen free and then held again as one acquisition</source>
        <translation>In dieser Sitzung gesehene Inhaberwechsel: Ein Fencing-Token, das zwischen zwei Abfragen stieg, die beide den Lock gehalten sahen, zählt als eine Übergabe (mindestens eine), ein frei gesehener und dann wieder gehaltener Lock als ein Erwerb</translation>
    </message>
    <message>
        <source>All keys</source>
        <translation>Alle Schlüssel</translation>
    </message>
    <message>
        <source>Expiring within 15 s</source>
        <translation>Läuft binnen 15 s ab</translation>
    </message>
    <message>
        <source>At risk or expired</source>
        <translation>Gefährdet oder abgelaufen</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>Veraltet</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Changed in the last 5 min</source>
        <translation>In den letzten 5 min geändert</translation>
    </message>
    <message>
        <source>Last good read: %1 (it said %2)</source>
        <translation>Letzte gute Abfrage: %1 (Ergebnis: %2)</translation>
    </message>
    <message>
        <source>Latest read failed: %1</source>
        <translation>Letzte Abfrage fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>expires_at: %1</source>
        <translation>expires_at: %1</translation>
    </message>
    <message>
        <source>Last holder&apos;s fencing token: %1</source>
        <translation>Fencing-Token des letzten Inhabers: %1</translation>
    </message>
    <message>
        <source>Renewals: %1</source>
        <translation>Verlängerungen: %1</translation>
    </message>
    <message>
        <source>Next read: %1</source>
        <translation>Nächste Abfrage: %1</translation>
    </message>
    <message>
        <source>Anomalies: %1 (the fencing token went backwards)</source>
        <translation>Anomalien: %1 (das Fencing-Token ging zurück)</translation>
    </message>
    <message>
        <source>Notifies when it changes hands or frees</source>
        <translation>Benachrichtigt, wenn der Lock den Inhaber wechselt oder frei wird</translation>
    </message>
    <message>
        <source>Last request id: %1</source>
        <translation>Letzte Anfrage-ID: %1</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
</context>
<context>
    <name>volcano::ui::WatchTableView</name>
    <message>
        <source>No keys watched yet.
Add one with Add (Ctrl+N), paste a list with Paste, or import a file from the Keys menu.</source>
        <translation>Noch keine Schlüssel beobachtet.
Fügen Sie einen mit Hinzufügen (Strg+N) hinzu, fügen Sie mit Einfügen eine Liste ein oder importieren Sie eine Datei über das Menü Schlüssel.</translation>
    </message>
    <message>
        <source>No watched key matches the filters.</source>
        <translation>Kein beobachteter Schlüssel passt zu den Filtern.</translation>
    </message>
    <message>
        <source>Watched locks</source>
        <translation>Beobachtete Locks</translation>
    </message>
</context>
<context>
    <name>volcano::ui::WatchlistActions</name>
    <message>
        <source>Import Keys</source>
        <translation>Schlüssel importieren</translation>
    </message>
    <message>
        <source>Key lists (*.txt *.json);;All files (*)</source>
        <translation>Schlüssellisten (*.txt *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation>Nichts wurde hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Export Keys</source>
        <translation>Schlüssel exportieren</translation>
    </message>
    <message>
        <source>Text (*.txt);;JSON (*.json)</source>
        <translation>Text (*.txt);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Stop watching %1? The lock itself is not touched.</source>
        <translation>%1 nicht mehr beobachten? Der Lock selbst bleibt unberührt.</translation>
    </message>
    <message numerus="yes">
        <source>Stop watching %n keys? The locks themselves are not touched.</source>
        <translation>
            <numerusform>%n Schlüssel nicht mehr beobachten? Der Lock selbst bleibt unberührt.</numerusform>
            <numerusform>%n Schlüssel nicht mehr beobachten? Die Locks selbst bleiben unberührt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove Keys</source>
        <translation>Schlüssel entfernen</translation>
    </message>
    <message>
        <source>Filter keys (Ctrl+F)</source>
        <translation>Schlüssel filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Show keys</source>
        <translation>Schlüssel zeigen</translation>
    </message>
    <message>
        <source>Show only the keys in a condition</source>
        <translation>Nur die Schlüssel in einem bestimmten Zustand zeigen</translation>
    </message>
    <message>
        <source>Filter keys</source>
        <translation>Schlüssel filtern</translation>
    </message>
</context>
<context>
    <name>volcano::ui::accessible</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Weitere Aktionen</translation>
    </message>
</context>
<context>
    <name>volcano::ui::renewaltext</name>
    <message>
        <source>every %1 or less</source>
        <translation>alle %1 oder öfter</translation>
    </message>
    <message>
        <source>TTL ≥ %1</source>
        <translation>TTL ≥ %1</translation>
    </message>
    <message>
        <source>next renewal overdue</source>
        <translation>nächste Verlängerung überfällig</translation>
    </message>
    <message>
        <source>none seen yet</source>
        <translation>noch keine gesehen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln seen, latest at %1</source>
        <translation>
            <numerusform>%Ln gesehen, zuletzt um %1</numerusform>
            <numerusform>%Ln gesehen, zuletzt um %1</numerusform>
        </translation>
    </message>
</context>
</TS>
