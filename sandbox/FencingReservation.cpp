// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/FencingReservation.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <limits>

namespace volcano::sandbox {

Expected<void> FencingReservation::open(const QString& path) {
    m_path = path;
    m_reserved.clear();
    m_floor.clear();
    if (path.isEmpty() || !QFile::exists(path))
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    if (!document.isObject()) {
        // Refuse to start rather than risk handing out a token twice.
        return fail(QStringLiteral("%1 is damaged; it guards against reissued fencing tokens, so "
                                   "the sandbox will not start without it being readable")
                        .arg(path));
    }
    const QJsonObject projects = document.object();
    for (auto it = projects.constBegin(); it != projects.constEnd(); ++it) {
        bool ok = false;
        const FencingToken reserved = it.value().toString().toULongLong(&ok);
        if (!ok)
            return fail(QStringLiteral("%1 has a bad entry for project %2").arg(path, it.key()));
        m_reserved.insert(it.key(), reserved);
        m_floor.insert(it.key(), reserved);
    }
    return {};
}

Expected<void> FencingReservation::reserve(const QString& project, FencingToken token) {
    if (m_path.isEmpty() || token <= m_reserved.value(project, 0))
        return {};
    const FencingToken room = std::numeric_limits<FencingToken>::max() - token;
    const FencingToken before = m_reserved.value(project, 0);
    m_reserved.insert(project, token + std::min(room, kBlock));
    auto written = write();
    if (!written)
        m_reserved.insert(project, before);
    return written;
}

Expected<void> FencingReservation::write() const {
    QJsonObject projects;
    for (auto it = m_reserved.constBegin(); it != m_reserved.constEnd(); ++it)
        projects.insert(it.key(), QString::number(it.value())); // text: beyond 2^53
    // QSaveFile writes a temporary file, syncs it to disk and renames it over the old one.
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(projects).toJson(QJsonDocument::Compact)) < 0 || !file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(m_path, file.errorString()));
    return {};
}

} // namespace volcano::sandbox
