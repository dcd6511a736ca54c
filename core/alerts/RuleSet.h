// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertRule.h"
#include "protocol/Expected.h"

#include <QByteArray>
#include <QList>
#include <QUrl>

namespace volcano::alerts {

// Where alert events are POSTed. The URL may itself be a secret (a Slack incoming webhook's
// path is its credential), so it is only ever shown as redactedUrl().
struct WebhookTarget {
    QUrl url;

    QString redactedUrl() const;
    // How the store and the logs name the target: the redacted URL and a short digest of the
    // URL without its user info, so that two webhooks on one host stay apart without
    // revealing their paths.
    QString targetId() const;
    // The user info ("user:password"), and the target without it.
    QString credentials() const { return url.userInfo(QUrl::FullyEncoded); }
    WebhookTarget withoutCredentials() const { return {url.adjusted(QUrl::RemoveUserInfo)}; }
    friend bool operator==(const WebhookTarget&, const WebhookTarget&) = default;
};

// A rule file (spec/recorder.md): {"rules": [...], "webhooks": [{"url": ...}]}.
struct RuleSet {
    QList<AlertRule> rules;
    QList<WebhookTarget> webhooks;

    // Reads and checks a whole file: one bad rule refuses the file, and the message names it
    // (and, for a JSON syntax error, the character where it is).
    [[nodiscard]] static Expected<RuleSet> fromJson(const QByteArray& json);
    // The same file in YAML: the same fields, checks and messages.
    [[nodiscard]] static Expected<RuleSet> fromYaml(const QByteArray& yaml);
    // Reads a file from disk, YAML when it is named *.yaml or *.yml, else JSON; the message
    // names the file.
    [[nodiscard]] static Expected<RuleSet> load(const QString& path);
    // Writes JSON or YAML, by the file's name as load() reads it.
    [[nodiscard]] Expected<void> save(const QString& path) const;
    // Indented JSON that fromJson reads back to an equal set; fields at their defaults are
    // left out.
    QByteArray toJson() const;
    QByteArray toYaml() const;
    // Duplicate names, invalid rules, webhook URLs that are not http(s), or plain http
    // beyond loopback.
    [[nodiscard]] Expected<void> validate() const;
    const AlertRule* rule(const QString& name) const;

    friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

[[nodiscard]] Expected<void> validateWebhookUrl(const QUrl& url);

} // namespace volcano::alerts
