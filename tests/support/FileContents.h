#pragma once

// What a written file holds, for comparing the outputs of two runs. Header-only; the test links
// Qt6::Sql.

#include "support/WeftCommand.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>

namespace weft::test {

/// The bytes of `path`, or for a SQLite database its tables' definitions and rows: several
/// writers of one database write their tables in whichever order they finish, so two runs that
/// write the same rows already differ in its pages.
inline QByteArray fileContents(const QString &path)
{
    const QByteArray bytes = readFile(path);
    if (!bytes.startsWith(QByteArrayView("SQLite format 3\0", 16)))
        return bytes;
    const QString connection = QStringLiteral("fileContents");
    QByteArray content;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            return "cannot open " + path.toUtf8();
        QSqlQuery tables(QStringLiteral("SELECT name, sql FROM sqlite_master ORDER BY name"), db);
        while (tables.next()) {
            content += tables.value(1).toString().toUtf8() + '\n';
            QSqlQuery rows(QStringLiteral("SELECT * FROM \"%1\" ORDER BY rowid")
                               .arg(tables.value(0).toString()),
                           db);
            while (rows.next())
                for (int column = 0; column < rows.record().count(); ++column)
                    content += rows.value(column).toString().toUtf8() + (column ? ',' : '\n');
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return content;
}

} // namespace weft::test
