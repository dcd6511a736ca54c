// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "metrics/LockMetrics.h"

#include <QSet>

namespace volcano::metrics {

namespace {

// Label values: backslash, double quote and line feed escaped (exposition format).
QByteArray labelValue(const QString& text) {
    QByteArray value = text.toUtf8();
    value.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n");
    return value;
}

void family(QByteArray& out, const char* name, const char* type, const char* help) {
    out += "# HELP ";
    out += name;
    out += ' ';
    out += help;
    out += "\n# TYPE ";
    out += name;
    out += ' ';
    out += type;
    out += '\n';
}

void sample(QByteArray& out, const char* name, const QByteArray& labels, double value) {
    out += name;
    if (!labels.isEmpty())
        out += '{' + labels + '}';
    out += ' ';
    out += QByteArray::number(value, 'g', 15);
    out += '\n';
}

QByteArray keyLabel(const QString& key) {
    return "key=\"" + labelValue(key) + '"';
}

} // namespace

QString LockMetrics::outcomeOf(const OperationResult& result) {
    if (result.ok())
        return QStringLiteral("ok");
    switch (result.error->kind) {
    case FailureKind::RateLimited:
        return QStringLiteral("rate_limited");
    case FailureKind::Unavailable:
        return QStringLiteral("unavailable");
    case FailureKind::Transport:
    case FailureKind::Timeout:
        return QStringLiteral("no_answer");
    case FailureKind::Unauthorized:
    case FailureKind::Forbidden:
        return QStringLiteral("refused");
    default:
        return QStringLiteral("error");
    }
}

void LockMetrics::recordRead(const OperationResult& result) {
    ++m_readsByOutcome[outcomeOf(result)];
    if (!result.ok() || !result.state)
        return;
    apply(m_keys[result.key], *result.state, result.sentAtUtc);
}

// The console's handover rule (LockWatcher): between two reads only "at least one" change
// of holder can be known.
void LockMetrics::apply(KeyState& state, const LockState& read, const QDateTime& at) {
    state.lastRead = at;
    if (!read.held) {
        state.held = false;
        state.token.reset();
        state.expiresAt = {};
        state.seenFree = true;
        return;
    }
    const FencingToken token = read.fencingToken.value_or(0);
    if (state.lastToken && token < *state.lastToken)
        ++state.anomalies;
    else if (state.held && state.token && token > *state.token)
        ++state.handovers;
    else if (!state.held && state.seenFree && (!state.lastToken || token > *state.lastToken))
        ++state.acquisitions;
    state.held = true;
    state.token = token;
    state.expiresAt = read.expiresAt.value_or(QDateTime());
    state.lastToken = std::max(state.lastToken.value_or(0), token);
}

void LockMetrics::retainKeys(const QStringList& keys) {
    const QSet<QString> kept(keys.cbegin(), keys.cend());
    m_keys.removeIf([&kept](const auto& entry) { return !kept.contains(entry.key()); });
}

QByteArray LockMetrics::render(const QDateTime& now, const QList<QuotaFigure>& quota) const {
    QByteArray out;
    if (m_reportsRole) {
        family(out, "volcano_recorder_leader", "gauge",
               "1 while this recorder leads (and polls), 0 while it stands by.");
        sample(out, "volcano_recorder_leader", {}, m_leader ? 1 : 0);
    }
    family(out, "volcano_reads_total", "counter", "Lock reads by this recorder, by outcome.");
    for (auto it = m_readsByOutcome.cbegin(); it != m_readsByOutcome.cend(); ++it)
        sample(out, "volcano_reads_total", "outcome=\"" + labelValue(it.key()) + '"',
               double(it.value()));
    family(out, "volcano_quota_used", "gauge",
           "Requests counted against the project's quota this UTC minute, by source (server: "
           "from RateLimit headers; recorder: its own).");
    for (const QuotaFigure& figure : quota)
        sample(out, "volcano_quota_used", "source=\"" + labelValue(figure.source) + '"',
               figure.used);
    family(out, "volcano_alerts_active", "gauge", "Active alerts, by rule.");
    QStringList rules = m_activeAlerts.keys();
    rules.sort(); // stable output
    for (const QString& rule : std::as_const(rules))
        sample(out, "volcano_alerts_active", "rule=\"" + labelValue(rule) + '"',
               m_activeAlerts.value(rule));
    renderKeys(out, now);
    return out;
}

void LockMetrics::renderKeys(QByteArray& out, const QDateTime& now) const {
    family(out, "volcano_lock_held", "gauge", "1 when the last read saw the lock held.");
    for (auto it = m_keys.cbegin(); it != m_keys.cend(); ++it)
        sample(out, "volcano_lock_held", keyLabel(it.key()), it->held ? 1 : 0);
    family(out, "volcano_lock_expires_in_seconds", "gauge",
           "Seconds from now to the holder's expires_at (negative once passed); held locks only.");
    for (auto it = m_keys.cbegin(); it != m_keys.cend(); ++it) {
        if (it->held && it->expiresAt.isValid())
            sample(out, "volcano_lock_expires_in_seconds", keyLabel(it.key()),
                   double(now.msecsTo(it->expiresAt)) / 1000.0);
    }
    family(out, "volcano_lock_fencing_token_info", "gauge",
           "The holder's fencing token, exact, as a label (a float sample cannot hold every "
           "64-bit token).");
    for (auto it = m_keys.cbegin(); it != m_keys.cend(); ++it) {
        if (it->held && it->token)
            sample(out, "volcano_lock_fencing_token_info",
                   keyLabel(it.key()) + ",fencing_token=\"" + QByteArray::number(*it->token) + '"',
                   1);
    }
    family(out, "volcano_lock_last_read_age_seconds", "gauge", "Seconds since the last good read.");
    for (auto it = m_keys.cbegin(); it != m_keys.cend(); ++it)
        sample(out, "volcano_lock_last_read_age_seconds", keyLabel(it.key()),
               double(it->lastRead.msecsTo(now)) / 1000.0);
    family(out, "volcano_lock_handovers_total", "counter",
           "Changes of holder seen between two held reads.");
    for (auto it = m_keys.cbegin(); it != m_keys.cend(); ++it)
        sample(out, "volcano_lock_handovers_total", keyLabel(it.key()), double(it->handovers));
    family(out, "volcano_lock_acquisitions_total", "counter",
           "Acquisitions seen after a read saw the lock free.");
    for (auto it = m_keys.cbegin(); it != m_keys.cend(); ++it)
        sample(out, "volcano_lock_acquisitions_total", keyLabel(it.key()),
               double(it->acquisitions));
    family(out, "volcano_lock_fencing_anomalies_total", "counter",
           "Fencing tokens seen lower than one seen before.");
    for (auto it = m_keys.cbegin(); it != m_keys.cend(); ++it)
        sample(out, "volcano_lock_fencing_anomalies_total", keyLabel(it.key()),
               double(it->anomalies));
}

} // namespace volcano::metrics
